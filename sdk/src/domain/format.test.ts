import { describe, expect, it } from 'vitest';
import { formatByteSize } from './format.js';

describe('formatByteSize', () => {
  it('Given sizes in bytes, Then they read in binary units with one decimal, and an unknown size reads as nothing', () => {
    expect(formatByteSize(512)).toBe('512 B');
    expect(formatByteSize(1024)).toBe('1.0 KiB');
    expect(formatByteSize(734_003_200)).toBe('700.0 MiB');
    expect(formatByteSize(5 * 1024 ** 4)).toBe('5.0 TiB');
    expect(formatByteSize(undefined)).toBe('');
    expect(formatByteSize(null)).toBe('');
    expect(formatByteSize(Number.NaN)).toBe('');
  });
});
