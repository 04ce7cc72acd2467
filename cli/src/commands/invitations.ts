import { defineCommand, type GroupSpec } from '../cli/command-spec.js';
import { YES_OPTION } from '../cli/confirm.js';
import { pagingOptions } from '../cli/paging.js';
import { WHOLE_LIST_PAGING } from '../cli/print-items.js';
import { SCOPE_OPTIONS } from './shared-options.js';

const INVITATION_ARG = {
  invitation: { description: 'the invitation: its id, or what it is to (workspace, or workspace/project)' },
} as const;

const list = defineCommand({
  name: 'list',
  summary: 'your pending invitations, or those of a workspace or project you manage',
  options: { ...SCOPE_OPTIONS, ...pagingOptions('invitations', WHOLE_LIST_PAGING) },
  examples: [
    ['skiff invitations list', 'invitations waiting for you'],
    ["skiff invitations list --workspace 'Acme Production' --json", 'invitations a workspace sent, as JSON'],
  ],
  run: async (ctx, _args, options) => (await import('../services/invitations.js')).listInvitations(ctx, options),
});

const accept = defineCommand({
  name: 'accept',
  summary: 'accept an invitation (or a workspace transfer) sent to you',
  args: INVITATION_ARG,
  examples: [["skiff invitations accept 'Acme Production'", 'join Acme Production']],
  run: async (ctx, args) => (await import('../services/invitations.js')).acceptInvitation(ctx, args.invitation),
});

const reject = defineCommand({
  name: 'reject',
  summary: 'decline an invitation sent to you',
  args: INVITATION_ARG,
  examples: [["skiff invitations reject 'Acme Production/storefront'", 'decline a project invitation']],
  run: async (ctx, args) => (await import('../services/invitations.js')).rejectInvitation(ctx, args.invitation),
});

const cancel = defineCommand({
  name: 'cancel',
  summary: 'withdraw an invitation a workspace or project sent (by email or id)',
  args: { invitation: { description: 'the invitation: the invited email, or its id' } },
  options: { ...SCOPE_OPTIONS, yes: YES_OPTION },
  examples: [["skiff invitations cancel new-dev@example.com --workspace 'Acme Production' --yes", 'withdraw it']],
  run: async (ctx, args, options) =>
    (await import('../services/invitations.js')).cancelInvitation(ctx, args.invitation, options),
});

const WORKSPACE_ARG = { workspace: { description: 'the workspace, by name or id' } } as const;

const link = defineCommand({
  name: 'link',
  summary: "print a workspace's shareable invite link (made on first use)",
  args: WORKSPACE_ARG,
  examples: [
    ["skiff invitations link 'Acme Production'", 'the link to share'],
    ["skiff invitations link 'Acme Production' --json | jq -r .role", 'the role it gives'],
  ],
  run: async (ctx, args) => (await import('../services/invite-links.js')).showInviteLink(ctx, args.workspace),
});

const linkRefresh = defineCommand({
  name: 'link-refresh',
  summary: "replace a workspace's invite link with a new one (the old link stops working)",
  args: WORKSPACE_ARG,
  options: { yes: YES_OPTION },
  examples: [["skiff invitations link-refresh 'Acme Production' --yes", 'a new link, printed']],
  run: async (ctx, args, options) =>
    (await import('../services/invite-links.js')).refreshInviteLink(ctx, args.workspace, options),
});

const linkDelete = defineCommand({
  name: 'link-delete',
  summary: "disable a workspace's invite link",
  args: WORKSPACE_ARG,
  options: { yes: YES_OPTION },
  examples: [["skiff invitations link-delete 'Acme Production' --yes", 'nobody joins through the old link']],
  run: async (ctx, args, options) =>
    (await import('../services/invite-links.js')).deleteInviteLink(ctx, args.workspace, options),
});

export const invitationsGroup: GroupSpec = {
  name: 'invitations',
  summary: 'invitations to workspaces and projects: list, accept, reject, cancel; workspace invite links',
  commands: [list, accept, reject, cancel, link, linkRefresh, linkDelete],
};
