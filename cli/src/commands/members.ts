import { type MemberFormContext, memberFormContext, memberFormFields, type WizardField } from '@skiff/sdk';
import { defineCommand, type GroupSpec } from '../cli/command-spec.js';
import { YES_OPTION } from '../cli/confirm.js';
import { type FlagRenderings, modelOptions } from '../cli/model-options.js';
import { pagingOptions } from '../cli/paging.js';
import { WHOLE_LIST_PAGING } from '../cli/print-items.js';
import { SCOPE_OPTIONS } from './shared-options.js';

const MEMBER_ARG = { member: { description: 'the member, by email or id' } } as const;

/**
 * The members form's context of a scope as far as it does not depend on who asks: the roles offered and the
 * default (the SDK's `memberFormContext`), so usage is judged before any session.
 */
export function offlineMemberContext(scope: 'workspace' | 'project' | 'application'): MemberFormContext {
  return memberFormContext({ scope, user: { _id: '' }, workspace: {} });
}

const WORKSPACE = offlineMemberContext('workspace');
const PROJECT = offlineMemberContext('project');

/** The members form's fields of a workspace (a project's are the same, with its roles). */
export const MEMBER_FIELDS: readonly WizardField[] = memberFormFields(WORKSPACE);

/** `members invite EMAIL --role ROLE`: the email as the argument, the role's help with both scopes' roles. */
export const MEMBER_RENDERINGS: FlagRenderings = {
  email: { argument: 'email' },
  role: {
    value: '<role>',
    description:
      `Role: ${WORKSPACE.roles.join(' or ')} for a workspace; ${PROJECT.roles.join(' or ')} for a project ` +
      '(any case, or the start of its label)',
    defaultHelp: `${WORKSPACE.defaultRole}, ${PROJECT.defaultRole}`,
  },
};

/** `apps members add REF EMAIL`: an application's form has the email only (no role), the WHO argument. */
export const APP_MEMBER_FIELDS: readonly WizardField[] = memberFormFields(offlineMemberContext('application'));
export const APP_MEMBER_RENDERINGS: FlagRenderings = { email: { argument: 'who' } };

const list = defineCommand({
  name: 'list',
  summary: 'list the members of a workspace or project, with their roles',
  options: { ...SCOPE_OPTIONS, ...pagingOptions('members', WHOLE_LIST_PAGING) },
  examples: [
    ["skiff members list --workspace 'Acme Production'", 'members of a workspace'],
    ["skiff members list --project 'Acme Production/storefront' --json", 'members of a project, as JSON'],
  ],
  run: async (ctx, _args, options) => (await import('../services/members.js')).listMembers(ctx, options),
});

const invite = defineCommand({
  name: 'invite',
  summary: 'invite someone by email; they accept with skiff invitations accept',
  args: { email: { description: 'the email to invite' } },
  options: { ...SCOPE_OPTIONS, ...modelOptions(MEMBER_FIELDS, MEMBER_RENDERINGS) },
  examples: [
    ["skiff members invite new-dev@example.com --workspace 'Acme Production'", 'invite a developer'],
    [
      "skiff members invite lead@example.com --project 'Acme Production/storefront' --role PROJECT_MAINTAINER",
      'invite a project maintainer',
    ],
  ],
  run: async (ctx, args, options) => (await import('../services/members.js')).inviteMember(ctx, args.email, options),
});

const remove = defineCommand({
  name: 'remove',
  summary: 'remove a member from a workspace or project (not the owner, not yourself)',
  args: MEMBER_ARG,
  options: { ...SCOPE_OPTIONS, yes: YES_OPTION },
  examples: [["skiff members remove dev@demo.skiff.dev --workspace 'Acme Production' --yes", 'remove a member']],
  run: async (ctx, args, options) => (await import('../services/members.js')).removeMember(ctx, args.member, options),
});

const role = defineCommand({
  name: 'role',
  summary: "change a member's role",
  description:
    "Change a member's role: WORKSPACE_ADMIN or DEVELOPER in a workspace, PROJECT_MAINTAINER or PROJECT_DEVELOPER in a project.",
  args: { ...MEMBER_ARG, role: { description: 'the new role' } },
  options: SCOPE_OPTIONS,
  examples: [
    ["skiff members role dev@demo.skiff.dev WORKSPACE_ADMIN --workspace 'Acme Production'", 'make a developer admin'],
  ],
  run: async (ctx, args, options) =>
    (await import('../services/members.js')).changeMemberRole(ctx, args.member, args.role, options),
});

export const membersGroup: GroupSpec = {
  name: 'members',
  summary: 'members of workspaces and projects: list, invite, remove, change role',
  commands: [list, invite, remove, role],
};
