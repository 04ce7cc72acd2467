import { describe, expect, it } from 'vitest';
import {
  arnRoleError,
  canAbortActivity,
  canChangeCollaborator,
  canEditWorkspaceSettings,
  canManageCollaborators,
  defaultWorkspaceDescription,
  defaultWorkspaceName,
  deleteConfirmationError,
  validateEnvironmentStep,
  validateInvite,
  validateTransfer,
  validateWorkspaceCreation,
} from './workspace-rules.js';

const owner = { _id: 'o', role: 'INSTANCE_OWNER' };
const member = { _id: 'm', role: 'MEMBER' };
const ws = (role: string) => ({ rbac: [{ user: 'm', role }] });

describe('workspace creation (spec 000 section 5)', () => {
  it("'Name is required ('Please input workspace name!') and is trimmed.'", () => {
    expect(validateWorkspaceCreation({ name: '   ' }, member)).toEqual(['Please input workspace name!']);
    expect(validateWorkspaceCreation({ name: 'Team' }, member)).toEqual([]);
  });
  it("'The environment is required for the instance owner ('Please choose an environment!').'", () => {
    expect(validateWorkspaceCreation({ name: 'Team' }, owner)).toEqual(['Please choose an environment!']);
    expect(validateWorkspaceCreation({ name: 'Team', environmentId: 'e1' }, owner)).toEqual([]);
  });
  it("'The default name is 'Workspace {date}'. The default description is 'This was created by {email}.'.'", () => {
    expect(defaultWorkspaceName(new Date(2026, 10, 22, 9, 5, 7))).toBe('Workspace 2026/11/22 09:05:07');
    expect(defaultWorkspaceDescription('a@b.c')).toBe('This was created by a@b.c.');
  });
});

describe('AWS account linking (spec 000 section 5)', () => {
  const good = 'arn:aws:iam::123456789012:role/skiffrole-skiffRole-ABCDEFGHIJKLM';
  it("'The ARN role is required ('Please input arn role!').'", () => {
    expect(arnRoleError('')).toBe('Please input arn role!');
  });
  it("'account id must be 12 characters and the token part 13 characters. Otherwise 'ARN role invalid''", () => {
    expect(arnRoleError(good)).toBeUndefined();
    expect(arnRoleError(good.replace('123456789012', '12345'))).toBe('ARN role invalid');
    expect(arnRoleError(`${good}X`)).toBe('ARN role invalid');
    expect(arnRoleError('arn:aws:iam::123456789012:role/other-ABCDEFGHIJKLM')).toBe('ARN role invalid');
  });
  it("'Name is required ('Please input environment name!'). Region is required ('Please input region!').'", () => {
    expect(validateEnvironmentStep({})).toEqual([
      'Please input environment name!',
      'Please input region!',
      'Please confirm with us that you have agreed!',
    ]);
    expect(validateEnvironmentStep({ name: 'c', region: 'us-east-1', agreed: true })).toEqual([]);
  });
});

describe('workspace settings (spec 001 sections 5-6)', () => {
  it("'Workspace deletion: the text 'workspace/{name}' must be typed, otherwise \"Please type '{text}' to confirm\"'", () => {
    expect(deleteConfirmationError('workspace/Acme', 'Acme')).toBeUndefined();
    expect(deleteConfirmationError('Acme', 'Acme')).toBe("Please type 'workspace/Acme' to confirm");
  });
  it("'must not be the current user's email ('Repositories cannot be transferred to the original owner')'", () => {
    expect(validateTransfer({ email: 'Me@x.io' }, 'me@x.io')).toEqual([
      'Repositories cannot be transferred to the original owner',
    ]);
    expect(validateTransfer({ email: 'you@x.io', confirmation: 'W' }, 'me@x.io', 'Acme')).toEqual(['Must match Acme']);
  });
  it("'Invite collaborator: email required and a valid email; role defaults to Developer.'", () => {
    expect(validateInvite({ email: 'nope' })).toEqual(['email must be an email']);
    expect(validateInvite({ email: 'a@b.io', role: 'WORKSPACE_OWNER' })).toHaveLength(1);
    expect(validateInvite({ email: 'a@b.io' })).toEqual([]);
  });
  it("'Collaborator management ... is for instance-level admins and workspace owners or admins.'", () => {
    expect(canManageCollaborators(member, ws('WORKSPACE_ADMIN'))).toBe(true);
    expect(canManageCollaborators(member, ws('DEVELOPER'))).toBe(false);
    expect(canManageCollaborators(owner, { rbac: [] })).toBe(true);
  });
  it("'Editing workspace settings: instance-level admin, instance owner, or ... workspace owner'", () => {
    expect(canEditWorkspaceSettings(member, ws('WORKSPACE_OWNER'))).toBe(true);
    expect(canEditWorkspaceSettings(member, ws('WORKSPACE_ADMIN'))).toBe(false);
  });
  it("'The owner and the current user cannot be edited or removed.'", () => {
    expect(canChangeCollaborator(member, { userId: 'm', role: 'DEVELOPER' })).toBe(false);
    expect(canChangeCollaborator(member, { userId: 'x', role: 'WORKSPACE_OWNER' })).toBe(false);
    expect(canChangeCollaborator(member, { userId: 'x', role: 'DEVELOPER' })).toBe(true);
  });
  it("'A PENDING or IN_PROGRESS activity whose last update is older than 5 minutes shows an Abort Process button.'", () => {
    const now = Date.parse('2026-11-22T10:00:00Z');
    expect(canAbortActivity({ status: 'IN_PROGRESS', updatedAt: '2026-11-22T09:54:00Z' }, now)).toBe(true);
    expect(canAbortActivity({ status: 'IN_PROGRESS', updatedAt: '2026-11-22T09:56:00Z' }, now)).toBe(false);
    expect(canAbortActivity({ status: 'SUCCESS', updatedAt: '2026-11-22T09:00:00Z' }, now)).toBe(false);
  });
});
