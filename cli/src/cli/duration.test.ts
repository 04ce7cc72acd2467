import { describe, expect, it } from 'vitest';
import { formatElapsed, parseDuration } from './duration.js';
import { UsageError } from './errors.js';

describe('parseDuration', () => {
  it.each([
    ['90s', 90_000],
    ['5m', 300_000],
    ['1h', 3_600_000],
    ['1h30m', 5_400_000],
    ['2m30s', 150_000],
    ['120', 120_000],
    ['1.5', 1_500],
    [' 10M ', 600_000],
  ])('Given %s, When parsed, Then it is %d ms', (text, ms) => {
    expect(parseDuration(text)).toBe(ms);
  });

  it.each(['', 'abc', '5x', '1m1h', '-5', '0', '0s', 'm', '1.5m'])(
    'Given the bad duration %j, When parsed, Then a usage error names --timeout and the accepted forms',
    (text) => {
      expect(() => parseDuration(text)).toThrow(UsageError);
      expect(() => parseDuration(text)).toThrow(
        /--timeout .* is not a duration: use 90s, 5m, 1h, 1h30m or plain seconds/,
      );
    },
  );
});

describe('formatElapsed', () => {
  it('Given milliseconds, When formatted, Then seconds have one decimal and minutes are spelled out', () => {
    expect(formatElapsed(12_345)).toBe('12.3 s');
    expect(formatElapsed(125_000)).toBe('2 min 5 s');
    expect(formatElapsed(120_000)).toBe('2 min');
  });
});
