import { describe, expect, test } from '@jest/globals';
import { formatBytes, overLimit } from '../../src/core/bytes.js';

describe('formatBytes', () => {
  test.each([
    [0, '0 bytes'],
    [1, '1 byte'],
    [1023, '1023 bytes'],
    [1024, '1 KiB'],
    [600 * 1024, '600 KiB'],
    [1536, '1.5 KiB'],
    [16 * 1024 * 1024, '16 MiB'],
    [16777216, '16 MiB'],
    [64 * 1024 * 1024 + 1, '64 MiB'],
    [73614532, '70.2 MiB'],
    [1.5 * 1024 ** 3, '1.5 GiB'],
    [1024 ** 5, '1024 TiB']
  ])('%d → %s', (n, text) => {
    expect(formatBytes(n)).toBe(text);
  });

  test('never rounds up past the real size', () => {
    expect(formatBytes(1024 * 1024 - 1)).toBe('1023 KiB');
  });
});

describe('overLimit', () => {
  test('says size and limit in the same units', () => {
    expect(overLimit(73614532, 64 * 1024 * 1024)).toBe('70.2 MiB, over the 64 MiB limit');
  });
  test('adds the exact count when both would read the same', () => {
    expect(overLimit(64 * 1024 * 1024 + 1, 64 * 1024 * 1024)).toBe('64 MiB (67108865 bytes), over the 64 MiB limit');
  });
});
