import { describe, expect, it } from 'vitest';
import { BACKUP_TIMEZONE_REQUIRED_MESSAGE } from './application-rules.js';
import {
  BACKUP_TIMEZONE_INVALID_MESSAGE,
  BACKUP_TIMEZONE_OFFSETS,
  formatUtcOffset,
  parseUtcOffset,
} from './backup-schedule.js';

describe('backup schedule timezone', () => {
  it('Given the ways people type an offset, When parsed, Then hours', () => {
    const cases: [string, number][] = [
      ['1', 1],
      ['+1', 1],
      ['UTC+1', 1],
      ['utc-3:30', -3.5],
      ['UTC+5:45', 5.75],
      ['-3.5', -3.5],
      ['UTC', 0],
      [' 14 ', 14],
      ['-12', -12],
    ];
    for (const [text, hours] of cases) expect(parseUtcOffset(text), text).toEqual({ hours });
  });

  it('Given empty or impossible offsets, When parsed, Then the required or invalid message', () => {
    expect(parseUtcOffset(' ')).toEqual({ error: BACKUP_TIMEZONE_REQUIRED_MESSAGE });
    for (const text of ['15', '-13', 'UTC+1:20', 'Europe/Paris', '1.3', '++1']) {
      expect(parseUtcOffset(text), text).toEqual({ error: BACKUP_TIMEZONE_INVALID_MESSAGE });
    }
  });

  it('Given every offered offset, When formatted and parsed back, Then the same offset', () => {
    expect(BACKUP_TIMEZONE_OFFSETS).toHaveLength(39);
    for (const hours of BACKUP_TIMEZONE_OFFSETS) expect(parseUtcOffset(formatUtcOffset(hours))).toEqual({ hours });
    expect(formatUtcOffset(1)).toBe('UTC+1');
    expect(formatUtcOffset(-9.5)).toBe('UTC-9:30');
  });
});
