import { describe, expect, test } from '@jest/globals';
import { describeJsonError } from '../../src/core/json-source.js';

describe('describeJsonError: where refused JSON goes wrong, without its content', () => {
  test('names the 1-based character of the first error', () => {
    expect(describeJsonError('{"a":}')).toBe('invalid JSON at character 6');
    expect(describeJsonError('[1,]')).toBe('invalid JSON at character 4');
    expect(describeJsonError('{"a":1} x')).toBe('invalid JSON at character 9');
    expect(describeJsonError('01')).toBe('invalid JSON at character 2');
  });
  test('truncated text is an unexpected end of input', () => {
    expect(describeJsonError('{"a":')).toBe('invalid JSON (unexpected end of input)');
    expect(describeJsonError('')).toBe('invalid JSON (unexpected end of input)');
  });
  test('never echoes the text', () => {
    const m = describeJsonError('{"prompt": "my private text", oops}');
    expect(m).toBe('invalid JSON at character 31');
    expect(m).not.toMatch(/private|oops/);
  });
  test('deep nesting is not an error of its own (JSON.parse has no depth limit)', () => {
    expect(describeJsonError('['.repeat(100000) + ']'.repeat(99999))).toBe('invalid JSON (unexpected end of input)');
  });
  test('text JSON.parse would accept gives the bare message', () => {
    expect(describeJsonError('{"a":1}')).toBe('invalid JSON');
  });
});
