import { describe, expect, it } from 'vitest';
import { httpLogEntry } from './http-log.js';

describe('httpLogEntry', () => {
  it('Given a bare string line, When read, Then its text with control sequences stripped', () => {
    expect(httpLogEntry('GET / 200 \u001b]8;;https://evil.example\u0007x\u001b]8;;\u0007')).toEqual({
      message: 'GET / 200 x',
    });
  });

  it('Given an object line, When read, Then its message and time; a missing message is empty', () => {
    expect(httpLogEntry({ message: 'POST /cart 201', timestamp: '2026-11-22T10:00:00Z' })).toEqual({
      message: 'POST /cart 201',
      timestamp: '2026-11-22T10:00:00Z',
    });
    expect(httpLogEntry({ message: null })).toEqual({ message: '' });
  });
});
