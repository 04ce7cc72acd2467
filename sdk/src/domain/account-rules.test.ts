import { describe, expect, it } from 'vitest';
import { organizationErrors, REQUIRED } from './account-rules.js';
import { INVALID_EMAIL_MESSAGE } from './validation.js';

describe('organization form (spec 002 section 5)', () => {
  it('Given blank, wrong and full answers, when checked, then name, email and logo are required and the email valid', () => {
    expect(organizationErrors({})).toEqual({ name: REQUIRED, email: REQUIRED, logoImage: REQUIRED });
    expect(organizationErrors({ name: ' ', email: 'not-mail', logoImage: 'x' })).toEqual({
      name: REQUIRED,
      email: INVALID_EMAIL_MESSAGE,
    });
    expect(
      organizationErrors({ name: 'Acme', email: 'web@acme.example', logoImage: '6744b1c0a1b2c3d4e5f60718' }),
    ).toEqual({});
  });
});
