import { isAlias, isMap, isScalar, isSeq } from 'yaml';
import { BG } from '../../codes/general.js';
import type { Document, LineCounter, Pair, YAMLMap } from 'yaml';
import type { CodeDef } from '../../codes/types.js';
import { finding } from '../../core/finding.js';
import type { Finding } from '../../core/model.js';
import { targetKindOf } from '../../quantum/targets/target-syntax.js';
import { QS } from './codes.js';
import type { CaseList, CaseSpec, Pos } from './types.js';
import { loadYaml, nodePos, scalarSource, YAML_LIMITS } from '../../formats/yaml.js';

/**
 * Why a cases file that does not load is E052 even when it has no `hardware_cases`: Qsolve's lint reads the file to
 * check `hardware_cases`, and a file it cannot read is reported under that code (qsolve-benchmarks.md, lint table).
 */
export const E052_LOAD =
  "Qsolve's lint reports a cases file that does not load as E052, with or without hardware_cases";

const CASE_KEYS = ['name', 'input_file', 'input', 'params', 'seed', 'target', 'expect'] as const;
const EXPECT_KEYS = ['max_gap', 'max_abs_error', 'min_fidelity', 'min_postselection', 'max_two_qubit_gates'] as const;
export const MAX_HARDWARE_CASES = 3;

export interface ParsedCases {
  /** False when the file could not be loaded at all (then `loadFinding` says why, code E052). */
  loaded: boolean;
  loadFinding?: Finding;
  /** Position of the `cases` / `hardware_cases` keys when present. */
  casesKey?: Pos;
  hardwareKey?: Pos;
  /** Structurally valid entries of each list. */
  cases: CaseSpec[];
  hardware: CaseSpec[];
  /** Entries written (valid or not) in each list, with their positions. */
  casesCount: number;
  hardwareEntries: Pos[];
  /** QS008 findings about `cases` (validate / test stage). */
  caseFindings: Finding[];
  /** E052 findings about `hardware_cases` (lint stage). */
  hardwareFindings: Finding[];
}

/** Nothing loaded yet (or nothing loadable: `loadFinding` says why). */
export function emptyCases(loadFinding?: Finding): ParsedCases {
  return {
    loaded: false,
    ...(loadFinding ? { loadFinding } : {}),
    cases: [],
    hardware: [],
    casesCount: 0,
    hardwareEntries: [],
    caseFindings: [],
    hardwareFindings: []
  };
}

/**
 * Reads benchmarks/cases.yaml (text already size-checked and decoded). Pure: positions come from the YAML nodes.
 * Only `cases` and `hardware_cases` are read; other top-level keys are ignored.
 */
export function parseCasesYaml(text: string, file: string): ParsedCases {
  const out = emptyCases();
  const loaded = loadYaml(text);
  if (!loaded.ok) {
    out.loadFinding = finding(
      loaded.bound ? BG.BG020 : QS.E052,
      `benchmarks/cases.yaml cannot be loaded: ${loaded.message} (${E052_LOAD})`,
      { file, ...(loaded.pos ?? {}), gate: 'benchmark_cases' }
    );
    return out;
  }
  const { doc, lc } = loaded;
  const root = doc.contents;
  if (root === null || (isScalar(root) && root.value === null)) {
    out.loaded = true; // an empty file: zero cases
    return out;
  }
  if (!isMap(root)) {
    out.loadFinding = finding(
      QS.E052,
      'benchmarks/cases.yaml must be a mapping with the keys `cases` and `hardware_cases`',
      { file, ...(nodePos(lc, root) ?? {}), gate: 'benchmark_cases' }
    );
    return out;
  }
  out.loaded = true;
  const ctx: Ctx = { text, file, doc, lc };
  for (const pair of root.items) {
    if (!isScalar(pair.key)) continue;
    const key = pair.key.value;
    if (key !== 'cases' && key !== 'hardware_cases') continue; // other top-level keys are ignored
    const list: CaseList = key;
    const keyPos = nodePos(lc, pair.key);
    if (list === 'cases') out.casesKey = keyPos;
    else out.hardwareKey = keyPos;
    const findings = list === 'cases' ? out.caseFindings : out.hardwareFindings;
    const code = list === 'cases' ? QS.QS008 : QS.E052;
    const v = pair.value;
    if (v === null || v === undefined || (isScalar(v) && v.value === null)) continue; // `cases:` with nothing: zero cases
    if (!isSeq(v)) {
      findings.push(
        finding(code, `\`${list}\` must be a list of cases`, {
          file,
          ...(nodePos(lc, v) ?? keyPos ?? {}),
          gate: list === 'cases' ? 'benchmark_cases' : undefined
        })
      );
      continue;
    }
    v.items.forEach((item, index) => {
      const pos = nodePos(lc, item) ?? keyPos ?? { line: 1, column: 1 };
      if (list === 'cases') out.casesCount++;
      else out.hardwareEntries.push(pos);
      const spec = readCase(ctx, item, list, index, pos, code, findings);
      if (spec) (list === 'cases' ? out.cases : out.hardware).push(spec);
    });
  }
  return out;
}

interface Ctx {
  text: string;
  file: string;
  doc: Document.Parsed;
  lc: LineCounter;
}

function label(list: CaseList, index: number, name?: string): string {
  return name ? `case "${name}" (${list}[${index}])` : `${list}[${index}]`;
}

/** Follows an alias to its anchored node (the alias count was bounded when the file loaded). */
function deref(ctx: Ctx, node: unknown): unknown {
  return isAlias(node) ? (node.resolve(ctx.doc) ?? node) : node;
}

function readCase(
  ctx: Ctx,
  itemIn: unknown,
  list: CaseList,
  index: number,
  pos: Pos,
  code: CodeDef,
  findings: Finding[]
): CaseSpec | undefined {
  const gate = list === 'cases' ? 'benchmark_cases' : undefined;
  const item = deref(ctx, itemIn);
  const at = (node: unknown, fallback: Pos = pos) => ({
    file: ctx.file,
    ...(nodePos(ctx.lc, node) ?? fallback),
    ...(gate ? { gate } : {})
  });
  if (!isMap(item)) {
    findings.push(
      finding(
        code,
        `${label(list, index)} must be a mapping with at least \`name\` and \`input\` or \`input_file\``,
        at(item)
      )
    );
    return undefined;
  }
  const map = item as YAMLMap;
  // The name first, so every other message can name the case.
  const namePair = map.items.find((p) => isScalar(p.key) && p.key.value === 'name');
  const name =
    namePair && isScalar(namePair.value) && typeof namePair.value.value === 'string' && namePair.value.value.length > 0
      ? namePair.value.value
      : undefined;
  const who = label(list, index, name);
  let ok = true;
  const bad = (node: unknown, msg: string) => {
    ok = false;
    findings.push(finding(code, `${who}: ${msg}`, { ...at(node), subject: name ?? `${list}[${index}]` }));
  };
  const spec: CaseSpec = { list, index, name: name ?? '', params: {}, seed: 0, expect: {}, pos, keyPos: {} };
  for (const pair of map.items as Pair[]) {
    if (!isScalar(pair.key) || typeof pair.key.value !== 'string') {
      bad(pair.key, 'keys must be plain strings');
      continue;
    }
    const key = pair.key.value;
    const kp = nodePos(ctx.lc, pair.key);
    if (kp) spec.keyPos[key] = kp;
    const v = deref(ctx, pair.value);
    switch (key) {
      case 'name':
        if (!name) bad(pair.key, '`name` must be a non-empty string');
        break;
      case 'input_file':
      case 'target': {
        const s = isScalar(v) && typeof v.value === 'string' ? v.value : undefined;
        if (s === undefined || s.length === 0) bad(pair.key, `\`${key}\` must be a non-empty string`);
        else spec[key] = s;
        break;
      }
      case 'input':
      case 'params': {
        if (!isMap(v)) {
          bad(pair.key, `\`${key}\` must be a mapping (an object)`);
          break;
        }
        try {
          const js = (v as YAMLMap).toJS(ctx.doc, { maxAliasCount: YAML_LIMITS.maxAliasCount }) as Record<
            string,
            unknown
          >;
          spec[key] = js;
        } catch (e) {
          bad(pair.key, `\`${key}\` cannot be read: ${(e as Error).message}`);
        }
        break;
      }
      case 'seed': {
        const n = intValue(ctx.text, v);
        if (n === undefined) bad(pair.key, '`seed` must be an integer');
        else spec.seed = n;
        break;
      }
      case 'expect':
        if (!isMap(v)) {
          bad(pair.key, '`expect` must be a mapping (it may be empty: `{}`)');
          break;
        }
        for (const ep of (v as YAMLMap).items as Pair[]) {
          const ek = isScalar(ep.key) ? ep.key.value : undefined;
          if (typeof ek !== 'string' || !(EXPECT_KEYS as readonly string[]).includes(ek)) {
            bad(
              ep.key,
              `unknown key "${String(ek)}" in \`expect\`${suggest(String(ek), EXPECT_KEYS)}; the keys are ${EXPECT_KEYS.join(', ')}`
            );
            continue;
          }
          const ekp = nodePos(ctx.lc, ep.key);
          if (ekp) spec.keyPos[`expect.${ek}`] = ekp;
          if (ek === 'max_two_qubit_gates') {
            const n = intValue(ctx.text, deref(ctx, ep.value));
            if (n === undefined) bad(ep.key, '`expect.max_two_qubit_gates` must be an integer');
            else spec.expect.max_two_qubit_gates = n;
          } else {
            const ev = deref(ctx, ep.value);
            const n = isScalar(ev) && typeof ev.value === 'number' && Number.isFinite(ev.value) ? ev.value : undefined;
            if (n === undefined) bad(ep.key, `\`expect.${ek}\` must be a finite number`);
            else (spec.expect as Record<string, number>)[ek] = n;
          }
        }
        break;
      default:
        bad(pair.key, `unknown key "${key}"${suggest(key, CASE_KEYS)}; the keys are ${CASE_KEYS.join(', ')}`);
    }
  }
  if (!namePair) bad(item, 'no `name`; every case needs one');
  if (list === 'hardware_cases') {
    if (spec.target === undefined) {
      if (!map.items.some((p) => isScalar(p.key) && p.key.value === 'target'))
        bad(item, 'a hardware case needs a `target` of the form `ibm:<device>`, e.g. `ibm:ibm_fez`');
    } else if (targetKindOf(spec.target) !== 'ibm') {
      const tp = map.items.find((p) => isScalar(p.key) && p.key.value === 'target');
      bad(
        tp?.value ?? item,
        `target "${spec.target}" is not \`ibm:<device>\` (device: letters, digits, _ . -, 1 to 60 characters)`
      );
    }
  }
  return ok ? spec : undefined;
}

/** An integer written as an integer (`40`, not `40.0` or `"40"`). */
function intValue(text: string, node: unknown): number | undefined {
  if (!isScalar(node) || typeof node.value !== 'number' || !Number.isSafeInteger(node.value)) return undefined;
  const src = scalarSource(text, node) ?? '';
  if (/[.eE]/.test(src) && !/^[-+]?0x/i.test(src)) return undefined;
  return node.value;
}

function suggest(key: string, known: readonly string[]): string {
  let best: string | undefined;
  let bestD = Infinity;
  for (const k of known) {
    const d = distance(key.toLowerCase(), k);
    if (d < bestD) {
      bestD = d;
      best = k;
    }
  }
  return best !== undefined && bestD <= Math.max(2, Math.floor(best.length / 4)) ? ` (did you mean "${best}"?)` : '';
}

function distance(a: string, b: string): number {
  if (a.length > 100) return Infinity;
  const dp = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let prev = dp[0];
    dp[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = dp[j];
      dp[j] = Math.min(dp[j] + 1, dp[j - 1] + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = tmp;
    }
  }
  return dp[b.length];
}
