import { describe, expect, it } from 'vitest';
import { organizationContactErrors } from './organization-contact.js';

describe("an organization's contact fields (spec 002 section 3)", () => {
  it('Given good and bad values, Then only the bad ones get a message; fields left out are not checked', () => {
    expect(organizationContactErrors({})).toEqual({});
    expect(
      organizationContactErrors({ email: 'ops@acme.test', logo: 'https://acme.test/l.png', color: '#1a73e8' }),
    ).toEqual({});
    expect(organizationContactErrors({ email: 'ops', logo: 'logo.png', color: 'blue' })).toEqual({
      email: 'Invalid email',
      logo: 'expected an http:// or https:// URL of an image.',
      color: 'expected a hex colour such as #fff or #1a73e8.',
    });
  });
});
