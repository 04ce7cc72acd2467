import { describe, expect, it } from 'vitest';
import { EMAIL_REQUIRED_MESSAGE, INVALID_EMAIL_MESSAGE } from '../domain/validation.js';
import {
  canChangeMember,
  firstMemberAnswers,
  inviteLinkMessages,
  MEMBER_ROLE_MESSAGES,
  memberFormContext,
  memberFormErrors,
  memberFormFields,
  memberRequest,
  memberRoleOf,
  otherMemberRole,
} from './member-form.js';

const owner = { _id: 'u-owner', role: 'MEMBER' };
const dev = { _id: 'u-dev', role: 'MEMBER' };
const workspace = {
  rbac: [
    { user: 'u-owner', role: 'WORKSPACE_OWNER' },
    { user: 'u-dev', role: 'DEVELOPER' },
  ],
};
const project = { rbac: [{ user: 'u-dev', role: 'PROJECT_DEVELOPER' }] };

describe('the members form model', () => {
  it('Given a workspace owner, when inviting, then Developer by default or Administrator, and the spec email messages', () => {
    const context = memberFormContext({ scope: 'workspace', user: owner, workspace });
    expect([context.canManage, context.roles, firstMemberAnswers(context).role]).toEqual([
      true,
      ['DEVELOPER', 'WORKSPACE_ADMIN'],
      'DEVELOPER',
    ]);
    expect(memberFormFields(context).map((f) => [f.key, f.flag])).toEqual([
      ['email', undefined],
      ['role', '--role'],
    ]);
    expect(memberFormErrors({ email: ' ' }, context)).toEqual({ email: EMAIL_REQUIRED_MESSAGE });
    expect(memberFormErrors({ email: 'dev@demo', role: 'PROJECT_OWNER' }, context)).toEqual({
      email: INVALID_EMAIL_MESSAGE,
      role: MEMBER_ROLE_MESSAGES.workspace,
    });
    expect(memberRequest({ email: ' New@Example.com ' }, context)).toEqual({
      email: 'new@example.com',
      role: 'DEVELOPER',
    });
    expect([
      memberRoleOf(context, 'adm'),
      memberRoleOf(context, 'workspace_admin'),
      memberRoleOf(context, 'x'),
    ]).toEqual(['WORKSPACE_ADMIN', 'WORKSPACE_ADMIN', undefined]);
    expect(canChangeMember(context, { _id: 'u-owner', role: 'WORKSPACE_OWNER' })).toBe(false);
    expect(canChangeMember(context, { _id: 'u-dev', role: 'DEVELOPER' })).toBe(true);
    expect(otherMemberRole(context, 'developer')).toBe('WORKSPACE_ADMIN');
  });

  it('Given a project, when a developer opens it, then view only; its admins invite Maintainer by default, never Owner', () => {
    expect(memberFormContext({ scope: 'project', user: dev, workspace, project }).canManage).toBe(false);
    const context = memberFormContext({ scope: 'project', user: owner, workspace, project });
    expect([context.canManage, context.roles, context.defaultRole]).toEqual([
      true,
      ['PROJECT_MAINTAINER', 'PROJECT_DEVELOPER'],
      'PROJECT_MAINTAINER',
    ]);
    expect(memberFormErrors({ email: 'a@b.co', role: 'PROJECT_OWNER' }, context)).toEqual({
      role: MEMBER_ROLE_MESSAGES.project,
    });
    expect(canChangeMember(context, { _id: 'x', role: 'PROJECT_OWNER' })).toBe(false);
  });

  it('Given an application, when adding a user, then only the email is asked and sent', () => {
    const context = memberFormContext({ scope: 'application', user: owner, workspace, project });
    expect(memberFormFields(context).map((f) => f.key)).toEqual(['email']);
    expect(memberFormErrors({ email: 'dev@demo.skiff.dev' }, context)).toEqual({});
    expect(memberRequest({ email: 'Dev@Demo.skiff.dev', role: 'DEVELOPER' }, context)).toEqual({
      email: 'dev@demo.skiff.dev',
    });
  });
});

describe('inviteLinkMessages', () => {
  it('Given a workspace, Then the invite link texts name it and the role it gives, in the list labels', () => {
    const texts = inviteLinkMessages('Acme QA');
    expect(texts.about('DEVELOPER')).toBe('Anyone signed in who opens this link joins Acme QA as DEVELOPER.');
    expect(texts.about(undefined)).toBe('Anyone signed in who opens this link joins Acme QA.');
    expect(texts.replaceQuestion).toBe('Replace the invite link of Acme QA? The current link stops working.');
    expect(texts.disableQuestion).toBe('Disable the invite link of Acme QA? Nobody joins through it any more.');
  });
});
