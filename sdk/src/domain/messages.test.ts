import { describe, expect, it } from 'vitest';
import { signInErrorMessage } from './messages.js';

describe('signInErrorMessage (spec 000 section 8)', () => {
  it('Given a known error name, Then the spec sentence is used word for word', () => {
    expect(signInErrorMessage('NotAuthorizedException')).toBe('Incorrect username or password.');
    expect(signInErrorMessage('UserNotFoundException')).toBe('User is not existed.');
  });
  it('Given an unknown or missing name, Then the fallback sentence is used', () => {
    expect(signInErrorMessage('SomethingElse')).toBe('Occurring an internal error. Please try again!');
    expect(signInErrorMessage(undefined)).toBe('Occurring an internal error. Please try again!');
  });
});
