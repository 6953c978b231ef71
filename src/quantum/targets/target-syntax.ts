/**
 * The device-target grammar: the one parser of target strings (`sim-cpu`, `fake:fez@1.6`, `ibm:ibm_fez`). Pure and
 * free of device data, so the Qsolve checks can use it without loading the quantum engine; `parseTarget` in
 * ./target.ts adds the device lookup the engine needs. Grammar (docs/devices.md#targets):
 *
 *     target := "sim-" name | "fake:" device [ "@" scale ] | "ibm:" hardware
 *     name   := [a-z0-9]{1,40}           device := [a-z0-9_]{1,40}        hardware := [A-Za-z0-9_.-]{1,60}
 *     scale  := [0-9]+ [ "." [0-9]+ ]    with 1 <= scale <= 10
 *
 * Nothing is trimmed or case-folded; a target is at most 100 characters of printable ASCII.
 */

export const MIN_SCALE = 1;
export const MAX_SCALE = 10;
/** Longest target string accepted (the longest valid one, `ibm:` and 60 characters, is 64). */
export const MAX_TARGET_LENGTH = 100;

export type TargetSpec =
  /** `sim-<name>`: a simulator; benchgate runs `sim-cpu` and `sim-gpu` (the same exact engine). */
  | { kind: 'sim'; text: string; simulator: string }
  /** `fake:<device>[@<scale>]`: a device noise model, errors × scale (1 when no scale is written). */
  | { kind: 'fake'; text: string; device: string; scale: number; scaleText?: string }
  /** `ibm:<device>`: IBM Quantum hardware. */
  | { kind: 'ibm'; text: string; device: string };

export type TargetSyntaxReason =
  'empty' | 'too-long' | 'character' | 'form' | 'sim-name' | 'device' | 'scale' | 'scale-range' | 'hardware';

export interface TargetSyntaxError {
  reason: TargetSyntaxReason;
  /** What is wrong, without the target itself (callers name it). */
  message: string;
  /** 1-based column in the target string of the first character in error. */
  column: number;
}

export type TargetParse = { ok: true; target: TargetSpec } | { ok: false; error: TargetSyntaxError };

const FORMS = 'sim-<name>, fake:<device>[@<scale>] or ibm:<device>';

const fail = (reason: TargetSyntaxReason, column: number, message: string): TargetParse => ({
  ok: false,
  error: { reason, column, message }
});

/** Index of the first character of `s` (from `from`) outside `allowed`, or -1. */
function firstOutside(s: string, from: number, allowed: RegExp): number {
  for (let i = from; i < s.length; i++) if (!allowed.test(s[i])) return i;
  return -1;
}

/** A target string for a message: printable ASCII kept, anything else as \uXXXX, at most 60 characters. */
export function showTarget(text: string): string {
  const cut = text.length > 60 ? text.slice(0, 60) : text;
  let out = '';
  for (const ch of cut) {
    const cp = ch.codePointAt(0) ?? 0;
    out +=
      cp >= 0x20 && cp < 0x7f ? ch : cp > 0xffff ? `\\u{${cp.toString(16)}}` : `\\u${cp.toString(16).padStart(4, '0')}`;
  }
  return cut === text ? out : `${out}…`;
}

function describeChar(s: string, i: number): string {
  const cp = s.codePointAt(i) ?? 0;
  return `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** Parses a target string. Never throws; an error names the reason and the 1-based column. */
export function parseTargetSpec(text: string): TargetParse {
  if (typeof text !== 'string' || text.length === 0)
    return fail('empty', 1, `a target is one of ${FORMS}, got nothing`);
  if (text.length > MAX_TARGET_LENGTH)
    return fail(
      'too-long',
      MAX_TARGET_LENGTH + 1,
      `a target is at most ${MAX_TARGET_LENGTH} characters, got ${text.length}`
    );
  const bad = firstOutside(text, 0, /[\x21-\x7e]/);
  if (bad >= 0)
    return fail(
      'character',
      bad + 1,
      `character ${describeChar(text, bad)} at column ${bad + 1} is not allowed (a target is printable ASCII without spaces)`
    );
  if (text.startsWith('sim-')) {
    const name = text.slice(4);
    if (name.length === 0) return fail('sim-name', 5, 'sim-<name> needs a name after "sim-" (for example sim-cpu)');
    const i = firstOutside(text, 4, /[a-z0-9]/);
    if (i >= 0)
      return fail(
        'sim-name',
        i + 1,
        `"${text[i]}" at column ${i + 1}: a simulator name is lowercase letters and digits`
      );
    if (name.length > 40) return fail('sim-name', 45, 'a simulator name is at most 40 characters');
    return { ok: true, target: { kind: 'sim', text, simulator: name } };
  }
  if (text.startsWith('fake:')) {
    const at = text.indexOf('@', 5);
    const device = text.slice(5, at < 0 ? undefined : at);
    if (device.length === 0)
      return fail('device', 6, 'fake:<device> needs a device name after "fake:" (for example fake:fez)');
    const i = firstOutside(device, 0, /[a-z0-9_]/);
    if (i >= 0)
      return fail(
        'device',
        i + 6,
        `"${device[i]}" at column ${i + 6}: a device name is lowercase letters, digits and _ (for example fake:fez)`
      );
    if (device.length > 40) return fail('device', 46, 'a device name is at most 40 characters');
    if (at < 0) return { ok: true, target: { kind: 'fake', text, device, scale: 1 } };
    const scaleText = text.slice(at + 1);
    const col = at + 2;
    const second = scaleText.indexOf('@');
    if (second >= 0) return fail('scale', col + second, `a second "@" at column ${col + second}: write one scale`);
    if (!/^[0-9]+(?:\.[0-9]+)?$/.test(scaleText))
      return fail(
        'scale',
        col,
        `the scale must be a decimal number between ${MIN_SCALE} and ${MAX_SCALE}, got '${scaleText}'`
      );
    const scale = Number(scaleText);
    if (!(scale >= MIN_SCALE && scale <= MAX_SCALE))
      return fail('scale-range', col, `the scale must be between ${MIN_SCALE} and ${MAX_SCALE}, got ${scaleText}`);
    return { ok: true, target: { kind: 'fake', text, device, scale, scaleText } };
  }
  if (text.startsWith('ibm:')) {
    const device = text.slice(4);
    if (device.length === 0)
      return fail('hardware', 5, 'ibm:<device> needs a device name after "ibm:" (for example ibm:ibm_fez)');
    const i = firstOutside(device, 0, /[A-Za-z0-9_.-]/);
    if (i >= 0)
      return fail(
        'hardware',
        i + 5,
        `"${device[i]}" at column ${i + 5}: a hardware device name is letters, digits, _ . and -`
      );
    if (device.length > 60) return fail('hardware', 65, 'a hardware device name is at most 60 characters');
    return { ok: true, target: { kind: 'ibm', text, device } };
  }
  return fail('form', 1, `a target is one of ${FORMS} (for example sim-cpu or fake:fez@1.6)`);
}

/** The kind of a grammatical target, undefined for one outside the grammar. */
export function targetKindOf(text: string): TargetSpec['kind'] | undefined {
  const p = parseTargetSpec(text);
  return p.ok ? p.target.kind : undefined;
}
