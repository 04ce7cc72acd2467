import { describe, expect, it } from 'vitest';
import { EXTEND_APPLICATION_TEXTS, extendApplicationText, VPS_PAGE_SIZES, vpsFormErrors } from './export-site-rules.js';

describe('VPS form (spec 002 section 5)', () => {
  it('Given an empty create form, When checked, Then "title, VPS username and public IP required" and the key too', () => {
    expect(vpsFormErrors({}, true)).toEqual({
      title: 'Required',
      vpsUsername: 'Required',
      publicIPAddress: 'Required',
      privKey: 'Required',
    });
  });

  it('Given an edit without a key, When checked, Then "private key required only when creating"', () => {
    const input = { title: 'edge', vpsUsername: 'ubuntu', publicIPAddress: '203.0.113.7' };
    expect(vpsFormErrors(input, false)).toEqual({});
    expect(vpsFormErrors({ ...input, title: '  ' }, false)).toEqual({ title: 'Required' });
    expect(VPS_PAGE_SIZES).toEqual([12, 25]);
  });
});

describe('extend-application page (spec 003 section 2.14)', () => {
  it('Given each outcome, Then the page shows the spec text; an unknown one has none (generic error)', () => {
    expect(extendApplicationText('token_error')).toBe('Token is invalid.');
    expect(extendApplicationText('restarting')).toBe('Your application is being restarted.');
    expect(EXTEND_APPLICATION_TEXTS.expired).toBe('Your application is expired trial');
    expect(extendApplicationText('other')).toBeUndefined();
  });
});
