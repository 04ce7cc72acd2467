import { isAdmin, isValidEmail } from '../domain.js';
import { badRequest } from '../http/errors.js';
import { forbidden } from './access.js';
import type { ApiRequest } from './types.js';

/**
 * class-validator style checks of the Drupal Forge and Decoupled.io DTOs: every failed field is listed in one
 * NestJS 400 body, with class-validator's own sentences (the spec gives none for these areas).
 */
export class DtoCheck {
  readonly errors: string[] = [];
  readonly body: Record<string, unknown>;

  constructor(body: unknown) {
    this.body = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  }

  string(key: string, required: boolean): string | undefined {
    const value = this.body[key];
    if (value === undefined || value === null || value === '') {
      if (required) this.errors.push(`${key} should not be empty`, `${key} must be a string`);
      return undefined;
    }
    if (typeof value !== 'string') {
      this.errors.push(`${key} must be a string`);
      return undefined;
    }
    return value;
  }

  email(required: boolean): string | undefined {
    const value = this.body.email;
    if (value === undefined || value === null || value === '') {
      if (required) this.errors.push('email should not be empty', 'email must be an email');
      return undefined;
    }
    if (typeof value !== 'string' || !isValidEmail(value)) {
      this.errors.push('email must be an email');
      return undefined;
    }
    return value;
  }

  boolean(key: string): boolean | undefined {
    const value = this.body[key];
    if (typeof value === 'boolean') return value;
    this.errors.push(`${key} must be a boolean value`);
    return undefined;
  }

  number(key: string, required: boolean): number | undefined {
    const value = this.body[key];
    const message = `${key} must be a number conforming to the specified constraints`;
    if (value === undefined || value === null) {
      if (required) this.errors.push(`${key} should not be empty`, message);
      return undefined;
    }
    if (typeof value === 'number' && Number.isFinite(value)) return value;
    this.errors.push(message);
    return undefined;
  }

  /** Throws the 400 listing every failed field, if any. */
  done(): void {
    if (this.errors.length) throw badRequest(this.errors);
  }
}

/** A required `email` query parameter (list and detail calls). */
export function emailQuery(req: ApiRequest): string {
  const email = req.query.get('email') ?? '';
  if (!email) throw badRequest(['email should not be empty', 'email must be an email']);
  if (!isValidEmail(email)) throw badRequest(['email must be an email']);
  return email;
}

/**
 * Calls naming a user by email act for that user: allowed for the user themself and for admins (the Drupal
 * Forge and Decoupled.io sites call with an admin's token for their visitors). Anyone else gets 403.
 */
export function requireActAs(req: ApiRequest, email: string): void {
  if (email.toLowerCase() !== req.user.email.toLowerCase() && !isAdmin(req.user)) throw forbidden();
}

export function requireAdmin(req: ApiRequest): void {
  if (!isAdmin(req.user)) throw forbidden();
}

export const HOUR_MS = 3_600_000;
