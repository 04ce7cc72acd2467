import { describe, expect, it } from 'vitest';
import { availableApplicationActions } from './application-actions.js';
import { cloudProviderLabel, formatDate } from './format.js';
import { validateLogin, validateSignUp } from './validation.js';

describe('login and sign-up validation (spec 000 section 5)', () => {
  it('Given an empty email, Then the message is the spec one, typo included', () => {
    expect(validateLogin('', 'x').email).toBe('Email is require!');
  });
  it('Given a malformed email and no password, Then both fields carry their messages', () => {
    expect(validateLogin('not-an-email', '')).toEqual({ email: 'Invalid email', password: 'Required' });
  });
  it('Given a weak password and a different confirmation, Then sign-up names both', () => {
    expect(validateSignUp('a@b.co', 'password', 'other')).toEqual({
      password: 'Invalid Password',
      confirm: 'Confirm password that you entered do not match!',
    });
  });
  it('Given a good sign-up, Then there is nothing to say', () => {
    expect(validateSignUp('a@b.co', 'Skiff!demo1', 'Skiff!demo1')).toEqual({});
  });
});

describe('formatting', () => {
  it('Given an ISO date, Then it reads YYYY/MM/DD HH:mm:ss', () => {
    expect(formatDate(new Date(2026, 10, 2, 3, 4, 5).toISOString())).toBe('2026/11/02 03:04:05');
    expect(formatDate('garbage')).toBe('garbage');
  });
  it('Given DIGITAL_OCEAN, Then users read Digital Ocean', () => {
    expect(cloudProviderLabel('DIGITAL_OCEAN')).toBe('Digital Ocean');
  });
});

describe('availableApplicationActions', () => {
  it('Given each displayed state, Then only the actions that make sense are offered', () => {
    expect(availableApplicationActions('Running')).toEqual(['pause', 'undeploy']);
    expect(availableApplicationActions('Paused')).toEqual(['unpause', 'undeploy']);
    expect(availableApplicationActions('Not Deployed')).toEqual(['deploy']);
    expect(availableApplicationActions('Processing')).toEqual([]);
  });
});
