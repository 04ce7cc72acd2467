import { describe, expect, it } from 'vitest';
import {
  applicationCommandText,
  configurationFormErrors,
  emailFieldError,
  expiryDisplay,
  formatCountdown,
  isSpotAllowed,
  isWorkspaceFeatureEnabled,
  templateExportErrors,
} from './application-forms.js';

describe('application screen rules (spec 002 sections 5 and 6)', () => {
  it('Given empty roots, When validated, Then both are Required; a Node.js project also needs the start script', () => {
    expect(configurationFormErrors({ appRoot: '', webRoot: ' ' })).toEqual({
      appRoot: 'Required',
      webRoot: 'Required',
    });
    expect(
      configurationFormErrors({ appRoot: '/a', webRoot: '/a', startAppScript: '' }, { projectTypeKey: 'NodeJS' }),
    ).toEqual({ startAppScript: 'Required' });
  });

  it('Given a max capacity below the min and a smaller storage, When validated, Then the spec messages show', () => {
    const errors = configurationFormErrors(
      { appRoot: '/a', webRoot: '/a', capacity: 'small_1', capacityLimit: 'tiny', storage: 5 },
      { currentStorage: 10 },
    );
    expect(errors.capacityLimit).toBe('Max capacity must be greater than min capacity!');
    expect(errors.storage).toBe('Storage cannot be smaller than the current storage.');
  });

  it('Given workspace flags, When only an explicit false is set, Then that feature alone is off', () => {
    expect(isWorkspaceFeatureEnabled({ enableCustomDomain: false }, 'enableCustomDomain')).toBe(false);
    expect(isWorkspaceFeatureEnabled({}, 'enableCustomDomain')).toBe(true);
    expect(isWorkspaceFeatureEnabled(undefined, 'enableConnectVPS')).toBe(true);
  });

  it('Given a template export without name and organization, When validated, Then both are Required', () => {
    expect(templateExportErrors({ name: '', organization: undefined })).toEqual({
      name: 'Required',
      organization: 'Required',
    });
    expect(templateExportErrors({ name: 'Shop', organization: 'org1' })).toEqual({});
  });

  it('Given an origin and an application, When the command text is built, Then it holds a placeholder, not a token', () => {
    const text = applicationCommandText('https://panel.example.com/', 'app 1');
    expect(text).toContain("'https://panel.example.com/webhooks/applications/app%201/command'");
    expect(text).toContain('<COMMAND_ACCESS_TOKEN>');
    expect(isSpotAllowed('digitalocean')).toBe(false);
    expect([formatCountdown(4 * 3600_000), formatCountdown(61_500), formatCountdown(-5)]).toEqual([
      '04:00:00',
      '00:01:01',
      '00:00:00',
    ]);
    expect([emailFieldError(' '), emailFieldError('a@b'), emailFieldError('a@b.co')]).toEqual([
      'Email is require!',
      'Invalid email',
      undefined,
    ]);
    expect(isSpotAllowed('AWS')).toBe(true);
  });

  it('Given expiry times, When displayed, Then a date beyond a day, a countdown within it, expired after it', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(expiryDisplay('2026-01-03T00:00:00Z', now)).toEqual({ kind: 'date', at: '2026-01-03T00:00:00Z' });
    expect(expiryDisplay('2026-01-01T04:00:00Z', now)).toEqual({ kind: 'countdown', remainingMs: 4 * 3_600_000 });
    expect(expiryDisplay('2025-12-31T23:00:00Z', now)).toEqual({ kind: 'expired' });
    expect(expiryDisplay(null, now)).toBeUndefined();
  });
});
