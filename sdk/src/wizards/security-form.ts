/**
 * The security form of a branch or a tag as one model (spec 002 sections 2.8, 5 and 7: "Security: basic-auth lock
 * and file permission level"; the branch's update and the tag's PATCH .../security take isEnableBasicAuth,
 * authUsername, authPassword, filePermissionLevel): its fields, first answers from the record, the spec's messages
 * and the request. `skiff apps|tags security`, the TUI's security screen, the web app's Security pages and the
 * deploy wizard's security step render it.
 *
 * Answers are partial: a field left undefined keeps the record's value (the CLI gives only its flags; a form gives
 * every field). Our choice where the spec is silent: the server never shows a password back, so with basic auth
 * staying on for the same user an empty password keeps the one the server holds; turning basic auth on or changing
 * its user needs a password (spec 002 section 5: "when on, ... the password is required").
 */
import {
  basicAuthErrors,
  FILE_PERMISSION_LEVELS,
  type FilePermissionLevel,
  filePermissionLabel,
  filePermissionLevelOf,
} from '../domain/application-rules.js';
import type { WizardField, WizardStep, WizardValues } from './wizard-model.js';

/** The basic-auth switch, with its user and password while it is on (the security form and the deploy wizard). */
export function basicAuthFields(values: WizardValues): WizardField[] {
  const on: WizardField[] = [
    { key: 'authUsername', label: 'Username', kind: 'text', flag: '--username', hint: 'Letters and digits only' },
    { key: 'authPassword', label: 'Password', kind: 'secret', flag: '--password-stdin' },
  ];
  return [
    { key: 'isEnableBasicAuth', label: 'Basic auth', kind: 'toggle', flag: '--basic-auth' },
    ...(values.isEnableBasicAuth === true ? on : []),
  ];
}

/** The file permission level: the spec's words (stricter, looser) for the platform's values. */
export const FILE_PERMISSION_FIELD: WizardField = {
  key: 'filePermissionLevel',
  label: 'File permission level',
  kind: 'choice',
  flag: '--file-permission',
  choices: FILE_PERMISSION_LEVELS,
  show: (level) => filePermissionLabel(String(level)),
};

/** The form's fields for these answers (user and password only while basic auth is on). */
export function securityFormFields(values: WizardValues): WizardField[] {
  return [...basicAuthFields(values), FILE_PERMISSION_FIELD];
}

/** The form as one step (a wizard renderer can show it as such). */
export const SECURITY_FORM_STEPS: readonly WizardStep[] = [{ title: 'Security', fields: securityFormFields }];

/** What the form reads from a branch or a tag record. */
export interface SecurityRecord {
  isEnableBasicAuth?: boolean | null;
  authUsername?: string | null;
  filePermissionLevel?: string | null;
}

/** The security call's body (every field optional: one not sent keeps the record's). */
export interface SecurityRequest {
  isEnableBasicAuth?: boolean;
  authUsername?: string;
  authPassword?: string;
  filePermissionLevel?: FilePermissionLevel;
}

/** The form's first answers: the record's lock, user and level (stricter where it has none); never a password. */
export function firstSecurityAnswers(record: SecurityRecord): Required<SecurityRequest> {
  return {
    isEnableBasicAuth: record.isEnableBasicAuth === true,
    authUsername: typeof record.authUsername === 'string' ? record.authUsername : '',
    authPassword: '',
    filePermissionLevel: filePermissionLevelOf(record.filePermissionLevel) ?? FILE_PERMISSION_LEVELS[0],
  };
}

const given = (value: unknown) => value !== undefined && value !== '';

/**
 * What a whole form changes: the answers of the fields shown that differ from the record's, and a typed password.
 * A form (web, TUI) judges and sends these, so it makes the same call as the CLI given the same changes as flags.
 */
export function changedSecurityAnswers(values: WizardValues, current: SecurityRecord): Record<string, unknown> {
  const first: Readonly<Record<string, unknown>> = firstSecurityAnswers(current);
  const changed: Record<string, unknown> = {};
  for (const field of securityFormFields(values)) {
    const value = values[field.key];
    if (field.kind === 'secret' ? given(value) : value !== undefined && value !== first[field.key])
      changed[field.key] = value;
  }
  return changed;
}

/** Basic auth ends on with these answers: the answer, or the record's switch. */
function endsOn(answers: WizardValues, current: SecurityRecord): boolean {
  return answers.isEnableBasicAuth === undefined
    ? current.isEnableBasicAuth === true
    : answers.isEnableBasicAuth === true;
}

/**
 * The spec's messages by field ('Required', 'Username is invalid'): when the answers turn basic auth on, or give
 * its user or password, the user must be letters and digits and a password is needed unless the same user keeps
 * the lock. Only the file permission given: no basic-auth rule applies (the lock stays as it is).
 */
export function securityErrorsOf(answers: WizardValues, current: SecurityRecord): Record<string, string> {
  const errors: Record<string, string> = {};
  const level = answers.filePermissionLevel;
  if (level !== undefined && !filePermissionLevelOf(String(level))) {
    errors.filePermissionLevel = `must be ${FILE_PERMISSION_LEVELS.map(filePermissionLabel).join(' or ')}`;
  }
  if (!endsOn(answers, current)) return errors;
  const first = firstSecurityAnswers(current);
  const turningOn = answers.isEnableBasicAuth === true && !first.isEnableBasicAuth;
  const userGiven = answers.authUsername !== undefined;
  if (!turningOn && !userGiven && !given(answers.authPassword)) return errors;
  const user = userGiven ? String(answers.authUsername) : first.authUsername;
  const keepsPassword = !turningOn && user === first.authUsername;
  const password = given(answers.authPassword) ? String(answers.authPassword) : keepsPassword ? 'kept' : '';
  return { ...errors, ...basicAuthErrors({ isEnableBasicAuth: true, authUsername: user, authPassword: password }) };
}

/** Answers the form does not take here, with why (a user or password while basic auth ends off). */
export function unaskedSecurityAnswers(answers: WizardValues, current: SecurityRecord): Record<string, string> {
  if (endsOn(answers, current)) return {};
  const issues: Record<string, string> = {};
  for (const key of ['authUsername', 'authPassword'] as const) {
    if (given(answers[key])) issues[key] = 'goes with basic auth on';
  }
  return issues;
}

/**
 * The security call's body: the answers given, the level as the platform's value. The lock goes as one group:
 * turned off it is `isEnableBasicAuth: false` alone; on, with the user and the password when one is typed (an
 * empty one keeps the server's).
 */
export function securityRequest(answers: WizardValues, current: SecurityRecord): SecurityRequest {
  const request: SecurityRequest = {};
  const on = endsOn(answers, current);
  const touchesLock =
    answers.isEnableBasicAuth !== undefined || given(answers.authUsername) || given(answers.authPassword);
  if (touchesLock) {
    request.isEnableBasicAuth = on;
    if (on) {
      const user = given(answers.authUsername) ? answers.authUsername : firstSecurityAnswers(current).authUsername;
      if (given(user)) request.authUsername = String(user);
      if (given(answers.authPassword)) request.authPassword = String(answers.authPassword);
    }
  }
  const level = filePermissionLevelOf(answers.filePermissionLevel as string | undefined);
  if (level) request.filePermissionLevel = level;
  return request;
}

/**
 * The `skiff apps|tags security` flags that send this request, from the fields' flags (unquoted words): a toggle
 * as on/off, the level as its spec word, and the password as `--password-stdin` (never the password itself).
 */
export function securityFlags(request: SecurityRequest): string[] {
  const words: string[] = [];
  for (const field of securityFormFields({ isEnableBasicAuth: true })) {
    const value = request[field.key as keyof SecurityRequest];
    if (value === undefined || !field.flag) continue;
    if (field.kind === 'toggle') words.push(field.flag, value ? 'on' : 'off');
    else if (field.kind === 'secret') words.push(field.flag);
    else words.push(field.flag, field.show ? field.show(value as string) : String(value));
  }
  return words;
}
