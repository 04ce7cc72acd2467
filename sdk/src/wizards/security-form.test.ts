import { describe, expect, it } from 'vitest';
import { BASIC_AUTH_USERNAME_INVALID_MESSAGE } from '../domain/application-rules.js';
import {
  changedSecurityAnswers,
  firstSecurityAnswers,
  SECURITY_FORM_STEPS,
  securityErrorsOf,
  securityFlags,
  securityFormFields,
  securityRequest,
  unaskedSecurityAnswers,
} from './security-form.js';
import { shownAnswers } from './wizard-model.js';

const OFF = { isEnableBasicAuth: false, filePermissionLevel: 'stricterPermission' };
const ON = { isEnableBasicAuth: true, authUsername: 'admin', filePermissionLevel: 'looserPermission' };

describe('the security form model', () => {
  it('Given a record, when the form starts, then its lock, user and level, never a password, and the user and password show only while on', () => {
    expect(firstSecurityAnswers({})).toEqual({
      isEnableBasicAuth: false,
      authUsername: '',
      authPassword: '',
      filePermissionLevel: 'stricterPermission',
    });
    expect(firstSecurityAnswers(ON)).toMatchObject({ authUsername: 'admin', filePermissionLevel: 'looserPermission' });
    expect(securityFormFields({ isEnableBasicAuth: false }).map((f) => f.key)).toEqual([
      'isEnableBasicAuth',
      'filePermissionLevel',
    ]);
    expect(securityFormFields({ isEnableBasicAuth: true }).map((f) => [f.key, f.kind, f.flag])).toEqual([
      ['isEnableBasicAuth', 'toggle', '--basic-auth'],
      ['authUsername', 'text', '--username'],
      ['authPassword', 'secret', '--password-stdin'],
      ['filePermissionLevel', 'choice', '--file-permission'],
    ]);
  });

  it("Given basic auth turned on, when the user or password is missing or bad, then the spec's messages", () => {
    expect(securityErrorsOf({ isEnableBasicAuth: true }, OFF)).toEqual({
      authUsername: 'Required',
      authPassword: 'Required',
    });
    expect(securityErrorsOf({ isEnableBasicAuth: true, authUsername: 'ad min', authPassword: 'x' }, OFF)).toEqual({
      authUsername: BASIC_AUTH_USERNAME_INVALID_MESSAGE,
    });
    expect(securityErrorsOf({ isEnableBasicAuth: true, authUsername: 'admin', authPassword: 'x' }, OFF)).toEqual({});
  });

  it('Given basic auth already on, when only the level changes or the same user stays, then no password is needed; a new user needs one', () => {
    expect(securityErrorsOf({ filePermissionLevel: 'stricter' }, ON)).toEqual({});
    expect(securityErrorsOf({ isEnableBasicAuth: true, authUsername: 'admin', authPassword: '' }, ON)).toEqual({});
    expect(securityErrorsOf({ authUsername: 'root' }, ON)).toEqual({ authPassword: 'Required' });
    expect(securityErrorsOf({ authUsername: 'bad_user', authPassword: 'x' }, ON)).toEqual({
      authUsername: BASIC_AUTH_USERNAME_INVALID_MESSAGE,
    });
    expect(securityErrorsOf({ filePermissionLevel: 'loosest' }, ON)).toEqual({
      filePermissionLevel: 'must be stricter or looser',
    });
  });

  it('Given a user while basic auth ends off, when checked, then it is unasked', () => {
    expect(unaskedSecurityAnswers({ authUsername: 'admin' }, OFF)).toEqual({ authUsername: 'goes with basic auth on' });
    expect(unaskedSecurityAnswers({ isEnableBasicAuth: false, authPassword: 'x' }, ON)).toEqual({
      authPassword: 'goes with basic auth on',
    });
    expect(unaskedSecurityAnswers({ authUsername: 'root', authPassword: 'x' }, ON)).toEqual({});
  });

  it('Given a whole form or only some answers, when the request is made, then the lock goes as one group and the level as the platform value', () => {
    const form = { ...firstSecurityAnswers(OFF), isEnableBasicAuth: true, authUsername: 'qa', authPassword: 'pw' };
    const flags = { isEnableBasicAuth: true, authUsername: 'qa', authPassword: 'pw', filePermissionLevel: 'stricter' };
    expect(securityRequest(shownAnswers(SECURITY_FORM_STEPS, form), OFF)).toEqual(securityRequest(flags, OFF));
    expect(securityRequest(flags, OFF)).toEqual({
      isEnableBasicAuth: true,
      authUsername: 'qa',
      authPassword: 'pw',
      filePermissionLevel: 'stricterPermission',
    });
    const off = { ...firstSecurityAnswers(ON), isEnableBasicAuth: false };
    expect(securityRequest(shownAnswers(SECURITY_FORM_STEPS, off), ON)).toEqual({
      isEnableBasicAuth: false,
      filePermissionLevel: 'looserPermission',
    });
    expect(securityRequest({ filePermissionLevel: 'looser' }, ON)).toEqual({ filePermissionLevel: 'looserPermission' });
    expect(securityRequest({ authPassword: 'new' }, ON)).toEqual({
      isEnableBasicAuth: true,
      authUsername: 'admin',
      authPassword: 'new',
    });
  });
});

describe('the security form as CLI flags', () => {
  it('Given a request, when written as flags, then the lock, user, --password-stdin (never the password) and the spec word of the level', () => {
    const request = securityRequest(
      { isEnableBasicAuth: true, authUsername: 'qa', authPassword: 'pw', filePermissionLevel: 'looser' },
      OFF,
    );
    expect(securityFlags(request)).toEqual([
      '--basic-auth',
      'on',
      '--username',
      'qa',
      '--password-stdin',
      '--file-permission',
      'looser',
    ]);
    expect(securityFlags({ isEnableBasicAuth: false })).toEqual(['--basic-auth', 'off']);
  });
});

describe('a whole security form', () => {
  it('Given a form from the record, when some fields change, then only those (and a typed password) are judged and sent', () => {
    const form = firstSecurityAnswers(ON);
    expect(changedSecurityAnswers(form, ON)).toEqual({});
    expect(changedSecurityAnswers({ ...form, filePermissionLevel: 'stricterPermission' }, ON)).toEqual({
      filePermissionLevel: 'stricterPermission',
    });
    expect(changedSecurityAnswers({ ...form, authPassword: 'new' }, ON)).toEqual({ authPassword: 'new' });
    // Turned off: the user and password fields are not shown, so not sent.
    expect(changedSecurityAnswers({ ...form, isEnableBasicAuth: false, authPassword: 'x' }, ON)).toEqual({
      isEnableBasicAuth: false,
    });
    const on = { ...firstSecurityAnswers(OFF), isEnableBasicAuth: true, authUsername: 'qa', authPassword: 'pw' };
    expect(securityRequest(changedSecurityAnswers(on, OFF), OFF)).toEqual({
      isEnableBasicAuth: true,
      authUsername: 'qa',
      authPassword: 'pw',
    });
  });
});
