import { describe, expect, test } from '@jest/globals';
import { PyFloat, pyJsonDumps, pyTruthy, pyValueOfPlain } from '../../src/python/index.js';

describe('pyValueOfPlain (a JSON.parse value as Python holds it, without the text)', () => {
  test('integral numbers are ints, others floats; nested values converted; non-JSON is None', () => {
    const v = pyValueOfPlain({ a: 13, b: 2.5, c: [1, 0.1, null, true, 'x'], d: { e: -0 }, f: undefined });
    expect(pyJsonDumps(v)).toBe('{"a": 13, "b": 2.5, "c": [1, 0.1, null, true, "x"], "d": {"e": 0}, "f": null}');
    expect(pyValueOfPlain(2.5)).toBeInstanceOf(PyFloat);
    expect(pyValueOfPlain(13)).toBe(13);
    expect(pyValueOfPlain(() => 1)).toBeNull();
  });
  test('its truthiness is Python truthiness of the plain value', () => {
    expect([0, -0, '', [], {}, null, false].map((x) => pyTruthy(pyValueOfPlain(x)))).toEqual(Array(7).fill(false));
    expect([NaN, 0.5, 'a', [0], { a: 0 }, true].map((x) => pyTruthy(pyValueOfPlain(x)))).toEqual(Array(6).fill(true));
  });
});
