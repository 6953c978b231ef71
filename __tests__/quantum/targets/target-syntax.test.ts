/**
 * The device-target grammar (src/quantum/targets/target-syntax.ts): every accepted and refused form, with the
 * reason and the column, including hostile strings. Then the consumers built on it (the engine's parseTarget, the
 * Qsolve runner's backends) agree with it.
 */
import { describe, expect, test } from '@jest/globals';
import { parseTarget, TargetError } from '../../../src/quantum/targets/target.js';
import {
  MAX_TARGET_LENGTH,
  parseTargetSpec,
  showTarget,
  targetKindOf,
  type TargetSpec,
  type TargetSyntaxReason
} from '../../../src/quantum/targets/target-syntax.js';
import { parseCasesYaml } from '../../../src/suites/qsolve/cases.js';
import { DeviceBackend, SimCpuBackend } from '../../../src/suites/qsolve/runner/backend.js';
import { checkCases } from '../../../src/suites/qsolve/submission.js';

/** True when `s` holds a C0 control character or DEL. */
const hasControl = (s: string) => [...s].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f);

/** A target spec without its `text` (the table's first column). */
type Parsed = TargetSpec extends infer T ? (T extends TargetSpec ? Omit<T, 'text'> : never) : never;

const accepted: [string, Parsed][] = [
  ['sim-cpu', { kind: 'sim', simulator: 'cpu' }],
  ['sim-gpu', { kind: 'sim', simulator: 'gpu' }],
  ['sim-qpu2', { kind: 'sim', simulator: 'qpu2' }],
  [`sim-${'a'.repeat(40)}`, { kind: 'sim', simulator: 'a'.repeat(40) }],
  ['fake:fez', { kind: 'fake', device: 'fez', scale: 1 }],
  ['fake:fez@1.6', { kind: 'fake', device: 'fez', scale: 1.6, scaleText: '1.6' }],
  ['fake:fez@1', { kind: 'fake', device: 'fez', scale: 1, scaleText: '1' }],
  ['fake:kingston@10', { kind: 'fake', device: 'kingston', scale: 10, scaleText: '10' }],
  ['fake:torino@10.0', { kind: 'fake', device: 'torino', scale: 10, scaleText: '10.0' }],
  ['fake:fez@0010', { kind: 'fake', device: 'fez', scale: 10, scaleText: '0010' }],
  // The grammar does not know the devices: an unknown one is grammatical (the engine refuses it).
  ['fake:nope', { kind: 'fake', device: 'nope', scale: 1 }],
  ['fake:fake_fez', { kind: 'fake', device: 'fake_fez', scale: 1 }],
  [`fake:${'d'.repeat(40)}`, { kind: 'fake', device: 'd'.repeat(40), scale: 1 }],
  ['ibm:ibm_fez', { kind: 'ibm', device: 'ibm_fez' }],
  ['ibm:Heron-r2.v1', { kind: 'ibm', device: 'Heron-r2.v1' }],
  [`ibm:${'x'.repeat(60)}`, { kind: 'ibm', device: 'x'.repeat(60) }]
];

test.each(accepted)('accepts %s', (text, want) => {
  const p = parseTargetSpec(text);
  expect(p).toEqual({ ok: true, target: { text, ...want } });
  expect(targetKindOf(text)).toBe(want.kind);
});

const refused: [string, string, TargetSyntaxReason, number, RegExp][] = [
  ['empty', '', 'empty', 1, /got nothing/],
  [
    'very long',
    `fake:fez@${'1'.repeat(200_000)}`,
    'too-long',
    MAX_TARGET_LENGTH + 1,
    /at most 100 characters, got 200009/
  ],
  ['101 characters', `ibm:${'x'.repeat(97)}`, 'too-long', 101, /at most 100/],
  ['leading space', ' sim-cpu', 'character', 1, /U\+0020 at column 1/],
  ['trailing newline', 'sim-cpu\n', 'character', 8, /U\+000A at column 8/],
  ['NUL', 'fake:fez\u0000', 'character', 9, /U\+0000/],
  ['ESC (terminal control)', 'fake:\u001b[31mfez', 'character', 6, /U\+001B/],
  ['DEL', 'sim-cpu\u007f', 'character', 8, /U\+007F/],
  ['tab inside', 'fake:\tfez', 'character', 6, /U\+0009/],
  ['unicode digits in the scale', 'fake:fez@\u0661.\u0666', 'character', 10, /U\+0661/],
  ['fullwidth digit', 'fake:fez@\uff11', 'character', 10, /U\+FF11/],
  ['astral character', 'sim-\u{1f600}', 'character', 5, /U\+1F600/],
  ['lone surrogate', 'sim-\ud800', 'character', 5, /U\+D800/],
  ['bidi override', 'ibm:\u202eibm_fez', 'character', 5, /U\+202E/],
  ['unknown form', 'qpu', 'form', 1, /sim-<name>, fake:<device>\[@<scale>\] or ibm:<device>/],
  ['upper-case prefix', 'FAKE:fez', 'form', 1, /one of/],
  ['sim without a dash', 'simcpu', 'form', 1, /one of/],
  ['sim-', 'sim-', 'sim-name', 5, /needs a name/],
  ['upper-case simulator', 'sim-CPU', 'sim-name', 5, /"C" at column 5: .*lowercase/],
  ['dashed simulator', 'sim-cpu-x', 'sim-name', 8, /"-" at column 8/],
  ['41-character simulator', `sim-${'a'.repeat(41)}`, 'sim-name', 45, /at most 40/],
  ['fake:', 'fake:', 'device', 6, /needs a device name/],
  ['fake:@1.6', 'fake:@1.6', 'device', 6, /needs a device name/],
  ['fake:../x (path traversal)', 'fake:../x', 'device', 6, /"\." at column 6/],
  ['fake:a/b', 'fake:fez/../../etc', 'device', 9, /"\/" at column 9/],
  ['upper-case device', 'fake:FEZ', 'device', 6, /"F" at column 6: a device name is lowercase/],
  ['41-character device', `fake:${'d'.repeat(41)}`, 'device', 46, /at most 40/],
  ['empty version', 'fake:fez@', 'scale', 10, /decimal number between 1 and 10, got ''/],
  ['@ twice', 'fake:fez@1@2', 'scale', 11, /a second "@" at column 11/],
  ['@@', 'fake:fez@@1', 'scale', 10, /a second "@" at column 10/],
  ['exponent', 'fake:fez@1e1', 'scale', 10, /decimal number/],
  ['negative', 'fake:fez@-2', 'scale', 10, /decimal number/],
  ['leading dot', 'fake:fez@.5', 'scale', 10, /decimal number/],
  ['trailing dot', 'fake:fez@2.', 'scale', 10, /decimal number/],
  ['hex', 'fake:fez@0x2', 'scale', 10, /decimal number/],
  ['Infinity', 'fake:fez@Infinity', 'scale', 10, /decimal number/],
  ['below 1', 'fake:fez@0.5', 'scale-range', 10, /between 1 and 10, got 0\.5/],
  ['zero', 'fake:fez@0', 'scale-range', 10, /got 0$/],
  ['above 10', 'fake:fez@11', 'scale-range', 10, /between 1 and 10, got 11/],
  ['just above 10', 'fake:fez@10.000000001', 'scale-range', 10, /got 10\.000000001/],
  ['huge digits', `fake:fez@${'9'.repeat(80)}`, 'scale-range', 10, /between 1 and 10/],
  ['ibm:', 'ibm:', 'hardware', 5, /needs a device name/],
  ['ibm: with a slash', 'ibm:ibm/fez', 'hardware', 8, /"\/" at column 8/],
  ['ibm: with a colon', 'ibm:a:b', 'hardware', 6, /":" at column 6/],
  ['61-character hardware name', `ibm:${'x'.repeat(61)}`, 'hardware', 65, /at most 60/]
];

test.each(refused)('refuses %s', (_label, text, reason, column, message) => {
  const p = parseTargetSpec(text);
  expect(p.ok).toBe(false);
  if (p.ok) return;
  expect(p.error.reason).toBe(reason);
  expect(p.error.column).toBe(column);
  expect(p.error.message).toMatch(message);
  expect(targetKindOf(text)).toBeUndefined();
});

test('a non-string never throws', () => {
  expect(parseTargetSpec(undefined as unknown as string)).toMatchObject({ ok: false, error: { reason: 'empty' } });
  expect(parseTargetSpec(42 as unknown as string)).toMatchObject({ ok: false, error: { reason: 'empty' } });
});

test('a hostile target is shown escaped and bounded in messages', () => {
  expect(showTarget('fake:\u001b[31mfez')).toBe('fake:\\u001b[31mfez');
  expect(showTarget('sim-\u{1f600}')).toBe('sim-\\u{1f600}');
  const long = showTarget('x'.repeat(10_000));
  expect(long).toBe(`${'x'.repeat(60)}…`);
  let msg = '';
  try {
    parseTarget(`fake:\u001b]0;pwned\u0007${'a'.repeat(50)}`);
  } catch (e) {
    expect(e).toBeInstanceOf(TargetError);
    msg = (e as Error).message;
    expect((e as TargetError).column).toBe(6);
  }
  expect(hasControl(msg)).toBe(false);
  expect(msg.length).toBeLessThan(300);
});

describe('the engine parseTarget is the grammar plus the device lookup', () => {
  test.each([
    ['sim-cpu', 'sim-cpu'],
    ['fake:fez', 'fake:fez@1'],
    ['fake:fez@1.6', 'fake:fez@1.6'],
    ['fake:fake_fez@2', 'fake:fez@2']
  ])('%s runs as %s', (text, name) => {
    expect(parseTarget(text).name).toBe(name);
  });
  test.each([
    ['sim-gpu', 1, /unknown target 'sim-gpu': expected sim-cpu, fake:<device>/],
    ['ibm:ibm_fez', 1, /IBM Quantum hardware.*expected sim-cpu/],
    ['fake:nope', 6, /unknown device 'nope'; known devices: aachen, fez/],
    ['fake:fez@1@2', 11, /a second "@"/],
    ['fake:FEZ', 6, /lowercase/],
    [' sim-cpu', 1, /U\+0020/]
  ])('refuses %s at column %d', (text, column, message) => {
    expect(() => parseTarget(text)).toThrow(message);
    try {
      parseTarget(text);
    } catch (e) {
      expect((e as TargetError).column).toBe(column);
    }
  });
});

describe('the Qsolve backends route every target through the grammar', () => {
  const sim = new SimCpuBackend();
  const dev = new DeviceBackend();
  test.each([
    ['sim-cpu', null, null],
    ['sim-gpu', null, null],
    ['sim-qpu', /not a simulator benchgate provides/, /not a simulator benchgate provides/],
    ['fake:fez@1.6', /not available to benchgate/, null],
    ['fake:nope', /not available to benchgate/, /unknown device 'nope'/],
    ['fake:fez@11', /not recognised .*between 1 and 10, got 11 \(column 10\)/, /between 1 and 10, got 11/],
    ['fake:../x', /not recognised .*column 6/, /not recognised .*column 6/],
    ['ibm:ibm_fez', /not available to benchgate/, /not available to benchgate/],
    ['sim-cpu ', /not recognised .*U\+0020/, /not recognised .*U\+0020/],
    ['', /not recognised/, /not recognised/]
  ])('%s', (target, simWhy, devWhy) => {
    const a = sim.available(target);
    const b = dev.available(target);
    if (simWhy === null) expect(a).toBeNull();
    else expect(a).toMatch(simWhy);
    if (devWhy === null) expect(b).toBeNull();
    else expect(b).toMatch(devWhy);
  });
  test('an unavailable target is never run, and the reason is the same as available()', async () => {
    const qasm = 'OPENQASM 2.0;\ninclude "qelib1.inc";\nqreg q[1];\ncreg c[1];\nmeasure q -> c;\n';
    for (const target of ['fake:fez@11', 'ibm:ibm_fez', 'sim-\u001b']) {
      const r = await dev.run(qasm, 10, 1, target);
      expect(r).toEqual({ ok: false, unavailable: true, reason: dev.available(target) });
      expect(hasControl((r as { reason: string }).reason)).toBe(false);
    }
    expect(await dev.run(qasm, 10, 1, 'sim-cpu')).toMatchObject({ ok: true, counts: { '0': 10 } });
  });
});

describe('Qsolve cases.yaml findings use the grammar and keep their codes and places', () => {
  const file = 'w/benchmarks/cases.yaml';
  const yaml = (target: string, list = 'cases') =>
    `${list}:\n  - name: c\n    input: {nodes: 2}\n    target: ${JSON.stringify(target)}\n`;
  const check = (target: string) => {
    const parsed = parseCasesYaml(yaml(target), file);
    return checkCases({ cases: parsed.cases, hardware: [], inputs: new Map(), file });
  };
  test.each([
    ['fake:fez@11', 'QS038', 'error', /noise scale of 11, outside 1 to 10/],
    ['ibm:ibm_fez', 'QS016', 'warning', /validation has no device access/],
    ['fake:../x', 'QS029', 'warning', /not sim-<name>.*"\." at column 6.*\(column 6 of the target\)/],
    ['fake:fez@1@2', 'QS029', 'warning', /a second "@" at column 11/],
    ['fake:fez@', 'QS029', 'warning', /got ''/],
    ['sim-cpu\u001b[2J', 'QS029', 'warning', /sim-cpu\\u001b\[2J.*U\+001B/],
    ['fake:nope@2', 'QS029', 'warning', /names no fake device \(known: aachen, fez, kingston, marrakesh, torino\)/]
  ])('%s → %s at the target line', (target, code, severity, message) => {
    const f = check(target);
    expect(f).toEqual([expect.objectContaining({ code, severity, file, line: 4, column: 5 })]);
    expect(f[0].message).toMatch(message);
    expect(hasControl(f[0].message)).toBe(false);
  });
  test.each(['sim-cpu', 'sim-gpu', 'fake:fez', 'fake:fez@1.6', 'fake:torino@2'])('%s: no finding', (target) => {
    expect(check(target)).toEqual([]);
  });
  test.each<[string, string[]]>([
    ['ibm:ibm_fez', []],
    ['fake:fez', ['E052']],
    ['ibm:', ['E052']],
    ['ibm:a/b', ['E052']]
  ])('hardware_cases target %s', (target, codes) => {
    const parsed = parseCasesYaml(yaml(target, 'hardware_cases'), file);
    expect(parsed.hardwareFindings.map((f) => f.code)).toEqual(codes);
    for (const f of parsed.hardwareFindings) expect(f).toMatchObject({ line: 4, column: 13 });
  });
});
