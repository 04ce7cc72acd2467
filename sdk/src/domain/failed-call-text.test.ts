import { describe, expect, it } from 'vitest';
import { NotFoundError, TimeoutError } from '../transport/errors.js';
import { failedCallText } from './failed-call-text.js';

describe('failedCallText', () => {
  it('Given an error answered with a status, When shown, Then it reads status plus message', () => {
    expect(failedCallText(new NotFoundError(404, 'Workspace not found', {}))).toBe('404: Workspace not found');
  });

  it('Given an error without a status, When shown, Then it is the message alone', () => {
    expect(failedCallText(new TimeoutError('No answer within 1 s.'))).toBe('No answer within 1 s.');
    expect(failedCallText('plain')).toBe('plain');
  });
});
