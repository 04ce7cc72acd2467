import { INVALID_EMAIL_MESSAGE, isValidEmail } from './validation.js';

/**
 * An organization's contact fields (spec 002 section 3: email, logoImage, color with the default `#fff`). The spec
 * gives the email rule ('Invalid email'); the logo and colour rules and their wording are ours.
 */
export interface OrganizationContact {
  email?: string;
  logo?: string;
  color?: string;
}

export const ORGANIZATION_LOGO_MESSAGE = 'expected an http:// or https:// URL of an image.';
export const ORGANIZATION_COLOR_MESSAGE = 'expected a hex colour such as #fff or #1a73e8.';

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** The message of each given field that breaks its rule (fields left out are not checked). */
export function organizationContactErrors(
  contact: OrganizationContact,
): Partial<Record<keyof OrganizationContact, string>> {
  const errors: Partial<Record<keyof OrganizationContact, string>> = {};
  if (contact.email !== undefined && !isValidEmail(contact.email.trim())) errors.email = INVALID_EMAIL_MESSAGE;
  if (contact.logo !== undefined && !/^https?:\/\/\S+$/.test(contact.logo.trim()))
    errors.logo = ORGANIZATION_LOGO_MESSAGE;
  if (contact.color !== undefined && !HEX_COLOUR.test(contact.color.trim())) errors.color = ORGANIZATION_COLOR_MESSAGE;
  return errors;
}
