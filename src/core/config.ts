import {
  LineCounter,
  parseDocument,
  isMap,
  isSeq,
  isScalar,
  type Node as YamlNode,
  type Document,
  type Scalar
} from 'yaml';
import { BG } from '../codes/general.js';
import { finding } from './finding.js';
import { GlobError, globToRegExp } from './glob.js';
import { PROTOTYPE_KEYS, stripPrototypeKeys } from './options.js';
import type { FailOn, Finding } from './model.js';
import { parseNoRegression, type NoRegressionConfig } from './no-regression-config.js';
import { historySettingsFindings, parseHistorySettings, type HistorySettings } from './history-config.js';
import { tightenBool, tightenByOrder, type TrustTable } from './trust.js';
import { pushAll } from './arrays.js';

export const CONFIG_FILE = '.benchgate.yml';
export const MAX_CONFIG_BYTES = 1024 * 1024;

interface SuiteConfig {
  enabled?: boolean;
  include?: string[];
  exclude?: string[];
  options: Record<string, unknown>;
}

export interface BenchgateConfig {
  exclude: string[];
  failOn?: FailOn;
  /** `false` is ignored with BG014 by the run: a repository's own configuration cannot make an empty run pass (docs/security/green.md). */
  failOnEmpty?: boolean;
  suites: Record<string, SuiteConfig>;
  /** The optional no-regression gate against a baseline (docs/baseline.md); the action input / CLI flag take precedence. */
  noRegression?: NoRegressionConfig;
  /**
   * How runs are judged against their history (docs/history.md); only tightens the job's settings
   * (`resolveHistoryTree`, `HISTORY_TRUST`). Not part of the configuration hash: changing a threshold does not set
   * the history apart.
   */
  history?: HistorySettings;
}

export const EMPTY_CONFIG: BenchgateConfig = { exclude: [], suites: {} };

/** Line and column of each key of `.benchgate.yml` by its dotted path (`fail-on`, `suites.qsolve.options.run`). */
export type ConfigPositions = Record<string, { line?: number; column?: number }>;

/**
 * What the checked tree may set at the top level of `.benchgate.yml` (docs/security.md): the run applies these with
 * `resolveTreeOptions` against the job's inputs / flags, so a loosening value is ignored with BG014.
 */
export const CONFIG_TRUST: TrustTable = {
  // never < error < warning: `warning` from the tree tightens the job's `error`, `never` is ignored.
  'fail-on': tightenByOrder(['never', 'error', 'warning'], 'error'),
  'fail-on-empty': tightenBool(true, true),
  // Any no-regression gate adds a gate (tighter than none); when the job gives one, only the same one is accepted.
  'no-regression': {
    tree: 'tighten',
    rank: (v) => (v === undefined ? 0 : (v as NoRegressionConfig).enabled ? 1 : 0)
  },
  exclude: {
    tree: 'scope',
    why: 'narrows what is looked at, like deleting the files in the pull request (visible in its diff); an empty run still fails (fail-on-empty)'
  },
  suites: {
    tree: 'scope',
    why: '`enabled`, `include`, `exclude` narrow what is looked at; the job pins the suites with its `suites` input / `--suites`'
  }
};

/** How the job sets a top-level option (for BG014 messages). */
export const CONFIG_JOB_HINT: Record<string, string> = {
  'fail-on': 'the action input `fail-on` or the CLI flag `--fail-on`',
  'fail-on-empty': 'the action input `fail-on-empty: false` or the CLI flag `--no-fail-on-empty`',
  'no-regression': 'the action input `no-regression` or the CLI flag `--no-regression`'
};

const TOP_KEYS = new Set(['exclude', 'fail-on', 'fail-on-empty', 'suites', 'no-regression', 'history']);
const SUITE_KEYS = new Set(['enabled', 'include', 'exclude', 'options']);

/**
 * Parses `.benchgate.yml`. Every problem is a BG002 finding at its line and column; the configuration
 * returned keeps whatever was valid. Aliases are bounded (no YAML bombs) and duplicate keys refused.
 */
export function parseConfig(
  text: string,
  knownSuites: string[],
  file = CONFIG_FILE
): { config: BenchgateConfig; findings: Finding[]; positions: ConfigPositions } {
  const findings: Finding[] = [];
  const config: BenchgateConfig = { exclude: [], suites: {} };
  const positions: ConfigPositions = {};
  const lc = new LineCounter();
  let doc: Document;
  try {
    doc = parseDocument(text, { lineCounter: lc, uniqueKeys: true, prettyErrors: false });
  } catch (e) {
    findings.push(finding(BG.BG002, `${file} cannot be parsed: ${(e as Error).message}`, { file }));
    return { config, findings, positions };
  }
  const at = (node: YamlNode | null | undefined): { line?: number; column?: number } => {
    const r = node && (node as { range?: [number, number, number] }).range;
    if (!r) return {};
    const p = lc.linePos(r[0]);
    return { line: p.line, column: p.col };
  };
  const bad = (node: YamlNode | null | undefined, msg: string) =>
    findings.push(finding(BG.BG002, msg, { file, ...at(node) }));
  for (const err of doc.errors) {
    const p = lc.linePos(err.pos[0]);
    findings.push(finding(BG.BG002, `${file}: ${err.message.split('\n')[0]}`, { file, line: p.line, column: p.col }));
  }
  if (doc.errors.length) return { config, findings, positions };
  let js: unknown;
  try {
    js = doc.toJS({ maxAliasCount: 50 });
  } catch (e) {
    bad(doc.contents, `${file}: ${(e as Error).message}`);
    return { config, findings, positions };
  }
  if (js === null || js === undefined) return { config, findings, positions };
  const root = doc.contents;
  if (!isMap(root)) {
    bad(root, `${file} must be a mapping with the keys exclude, fail-on, suites`);
    return { config, findings, positions };
  }
  const strList = (node: YamlNode | null | undefined, what: string): string[] | undefined => {
    if (!isSeq(node) || !node.items.every((i) => isScalar(i) && typeof i.value === 'string')) {
      bad(node, `${what} must be a list of glob strings`);
      return undefined;
    }
    const out: string[] = [];
    for (const item of node.items) {
      const glob = String((item as Scalar).value);
      try {
        globToRegExp(glob);
        out.push(glob);
      } catch (e) {
        if (!(e instanceof GlobError)) throw e;
        bad(
          item as YamlNode,
          `${what}: ${e.message}; the pattern was ignored. Fix the pattern (each {a,b} alternative is itself a glob)`
        );
      }
    }
    return out;
  };
  for (const pair of root.items) {
    const key = isScalar(pair.key) ? String(pair.key.value) : '';
    const val = pair.value as YamlNode | null;
    if (!TOP_KEYS.has(key)) {
      bad(pair.key as YamlNode, `unknown key "${key}" in ${file}; expected one of ${[...TOP_KEYS].join(', ')}`);
      continue;
    }
    positions[key] = at(pair.key as YamlNode);
    if (key === 'exclude') config.exclude = strList(val, 'exclude') ?? [];
    else if (key === 'fail-on') {
      const v = isScalar(val) ? val.value : undefined;
      if (v === 'error' || v === 'warning' || v === 'never') config.failOn = v;
      else bad(val, `fail-on must be error, warning or never`);
    } else if (key === 'fail-on-empty') {
      const v = isScalar(val) ? val.value : undefined;
      // `false` is kept here and ignored with BG014 by the run (CONFIG_TRUST): only the job may turn it off.
      if (typeof v === 'boolean') config.failOnEmpty = v;
      else bad(val, `fail-on-empty must be true (it can only be turned off by the action input or the CLI flag)`);
    } else if (key === 'no-regression') {
      const nr = parseNoRegression(
        isScalar(val)
          ? val.value
          : isMap(val)
            ? stripPrototypeKeys(val.toJS(doc, { maxAliasCount: 50 }) ?? {}, 'no-regression', [])
            : val?.toJSON?.(),
        'no-regression'
      );
      for (const e of nr.errors) bad(val, e);
      config.noRegression = nr.config;
    } else if (key === 'history') {
      if (isMap(val))
        for (const hp of val.items)
          if (isScalar(hp.key)) {
            const hk = String(hp.key.value);
            positions[`history.${hk}`] = at(hp.key);
            if (hk === 'metrics' && isMap(hp.value))
              for (const mp of hp.value.items)
                if (isScalar(mp.key)) positions[`history.metrics.${String(mp.key.value)}`] = at(mp.key);
          }
      const hs = parseHistorySettings(
        isMap(val) ? stripPrototypeKeys(val.toJS(doc, { maxAliasCount: 50 }) ?? {}, 'history', []) : val?.toJSON?.(),
        'history'
      );
      pushAll(
        findings,
        historySettingsFindings(hs, file, (k) => positions[k] ?? at(val))
      );
      config.history = hs;
    } else if (key === 'suites') {
      if (!isMap(val)) {
        bad(val, 'suites must be a mapping from suite id to its settings');
        continue;
      }
      for (const sp of val.items) {
        const id = isScalar(sp.key) ? String(sp.key.value) : '';
        if (!knownSuites.includes(id)) {
          findings.push(
            finding(BG.BG004, `unknown suite "${id}" in ${file}; known suites: ${knownSuites.join(', ')}`, {
              file,
              ...at(sp.key as YamlNode)
            })
          );
          continue;
        }
        const sv = sp.value as YamlNode | null;
        const sc: SuiteConfig = { options: {} };
        if (isScalar(sv) && typeof sv.value === 'boolean') {
          sc.enabled = sv.value;
          config.suites[id] = sc;
          continue;
        }
        if (!isMap(sv)) {
          bad(sv, `suites.${id} must be a mapping (enabled, include, exclude, options) or true/false`);
          continue;
        }
        for (const kp of sv.items) {
          const k = isScalar(kp.key) ? String(kp.key.value) : '';
          const kv = kp.value as YamlNode | null;
          if (!SUITE_KEYS.has(k))
            bad(
              kp.key as YamlNode,
              `unknown key "${k}" in suites.${id}; expected one of ${[...SUITE_KEYS].join(', ')}`
            );
          else if (k === 'enabled') {
            if (isScalar(kv) && typeof kv.value === 'boolean') sc.enabled = kv.value;
            else bad(kv, `suites.${id}.enabled must be true or false`);
          } else if (k === 'include' || k === 'exclude') {
            const l = strList(kv, `suites.${id}.${k}`);
            if (l) sc[k] = l;
          } else if (k === 'options') {
            if (!isMap(kv)) bad(kv, `suites.${id}.options must be a mapping`);
            else {
              for (const op of kv.items)
                if (isScalar(op.key)) positions[`suites.${id}.options.${String(op.key.value)}`] = at(op.key);
              for (const pk of prototypeKeyNodes(kv))
                findings.push(
                  finding(
                    BG.BG004,
                    `suites.${id}.options: "${String(pk.value)}" is not an option name (prototype keys are refused); the value was ignored`,
                    { file, ...at(pk) }
                  )
                );
              sc.options = stripPrototypeKeys(
                kv.toJS(doc, { maxAliasCount: 50 }) ?? {},
                `suites.${id}.options`,
                []
              ) as Record<string, unknown>;
            }
          }
        }
        config.suites[id] = sc;
      }
    }
  }
  return { config, findings, positions };
}

/** Scalar keys named `__proto__`, `constructor` or `prototype` anywhere below a node (bounded depth), for positioned BG004 findings. */
function prototypeKeyNodes(node: YamlNode | null | undefined, depth = 0, out: Scalar[] = []): Scalar[] {
  if (!node || depth > 64) return out;
  if (isMap(node)) {
    for (const p of node.items) {
      if (isScalar(p.key) && PROTOTYPE_KEYS.has(String(p.key.value))) out.push(p.key);
      prototypeKeyNodes(p.value as YamlNode | null, depth + 1, out);
    }
  } else if (isSeq(node)) for (const i of node.items) prototypeKeyNodes(i as YamlNode | null, depth + 1, out);
  return out;
}
