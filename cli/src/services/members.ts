import type { AssignableWorkspaceRole, Collaborator } from '@skiff/sdk';
import {
  ASSIGNABLE_WORKSPACE_ROLES,
  DEFAULT_INVITE_ROLE,
  PROJECT_ROLES,
  stripControlSequences,
  validateInvite,
} from '@skiff/sdk/domain';
import { confirmDestructive } from '../cli/confirm.js';
import type { Context } from '../cli/context.js';
import { UsageError } from '../cli/errors.js';
import { EXIT } from '../cli/exit-codes.js';
import { listingFacts, listingOf, type PagingFlags, printFooter } from '../cli/paging.js';
import { allItems, pickNamed } from '../cli/pick.js';
import { WHOLE_LIST_PAGING } from '../cli/print-items.js';
import { printTable } from '../cli/print-table.js';
import { shownInvitation } from '../cli/redact.js';
import { cliSession } from '../cli/session.js';
import { resolveScope, type Scope, type ScopeOptions, scopeFlag, scopeName } from './collaboration-scope.js';

/** Project roles a member can be moved to (the owner stays the owner). */
const PROJECT_MEMBER_ROLES = ['PROJECT_MAINTAINER', 'PROJECT_DEVELOPER'] as const;

export function emailOf(member: Collaborator): string {
  return member.email ?? member.rawInfo?.email ?? '';
}

/** A role as typed (any case), checked against the roles this scope allows; the error names the flag or argument. */
export function parseRole<R extends string>(what: string, text: string, allowed: readonly R[]): R {
  const role = text.trim().toUpperCase();
  if (!(allowed as readonly string[]).includes(role)) {
    throw new UsageError(`${what} '${text}' is not one of ${allowed.join(', ')}.`);
  }
  return role as R;
}

async function membersOf(ctx: Context, scope: Scope): Promise<Collaborator[]> {
  const { client } = cliSession(ctx);
  const call = { signal: ctx.signal };
  return allItems(
    scope.project
      ? client.projectSettings.members(scope.workspace._id, scope.project._id, { pageSize: 100 }, call)
      : client.workspaceMembers.list(scope.workspace._id, { pageSize: 100 }, call),
  );
}

/** `skiff members list --workspace WS | --project WS/PROJECT`. */
export async function listMembers(ctx: Context, options: ScopeOptions & PagingFlags): Promise<number> {
  const scope = await resolveScope(cliSession(ctx).client, options);
  const members = await membersOf(ctx, scope);
  const paged = listingOf(members, options, WHOLE_LIST_PAGING);
  if (ctx.json) {
    ctx.out.json({ items: paged.items.map((m) => ({ ...m, email: emailOf(m) })), ...listingFacts(paged) });
    return EXIT.ok;
  }
  printTable(
    ctx,
    [
      { header: 'EMAIL' },
      { header: 'NAME' },
      { header: 'ROLE', shrinkable: false },
      { header: 'ID', shrinkable: false },
    ],
    paged.items.map((m) => [emailOf(m), m.displayName ?? '', m.role ?? '', m._id]),
    `No members in ${scopeName(scope)}.`,
  );
  printFooter(ctx, paged, { noun: 'members', command: 'skiff members list' });
  return EXIT.ok;
}

/** A member by email or id; a miss suggests close emails. */
async function findMember(ctx: Context, scope: Scope, wanted: string): Promise<Collaborator> {
  const members = await membersOf(ctx, scope);
  return pickNamed('member', wanted, members, emailOf, (m) => m._id, `skiff members list ${scopeFlag(scope)}`);
}

/** `skiff members invite EMAIL --workspace WS [--role ROLE]`: the invitee accepts from their invitations. */
export async function inviteMember(
  ctx: Context,
  email: string,
  options: ScopeOptions & { role?: string },
): Promise<number> {
  const isProject = Boolean(options.project);
  const role = options.role
    ? parseRole('--role', options.role, isProject ? PROJECT_ROLES : ASSIGNABLE_WORKSPACE_ROLES)
    : isProject
      ? 'PROJECT_DEVELOPER'
      : DEFAULT_INVITE_ROLE;
  const problem = validateInvite({ email: email.trim() })[0];
  if (problem) throw new UsageError(`EMAIL '${email}': ${problem}`);
  const { client } = cliSession(ctx);
  const scope = await resolveScope(client, options);
  const body = { email: email.trim(), role };
  const call = { signal: ctx.signal };
  const invitation = scope.project
    ? await client.invitations.inviteToProject(scope.workspace._id, scope.project._id, body, call)
    : await client.invitations.inviteToWorkspace(scope.workspace._id, body, call);
  if (ctx.json) ctx.out.json(shownInvitation(invitation));
  else ctx.out.result(`Invited ${body.email} to ${stripControlSequences(scopeName(scope))} as ${role}.`);
  return EXIT.ok;
}

/** `skiff members remove MEMBER --workspace WS --yes`. */
export async function removeMember(
  ctx: Context,
  wanted: string,
  options: ScopeOptions & { yes?: boolean },
): Promise<number> {
  const { client } = cliSession(ctx);
  const scope = await resolveScope(client, options);
  const member = await findMember(ctx, scope, wanted);
  const email = emailOf(member);
  await confirmDestructive(ctx, { action: `remove ${email} from ${scopeName(scope)}` }, options);
  const call = { signal: ctx.signal };
  if (scope.project)
    await client.projectSettings.removeMember(scope.workspace._id, scope.project._id, member._id, call);
  else await client.workspaceMembers.remove(scope.workspace._id, member._id, call);
  if (ctx.json) ctx.out.json({ removed: true, _id: member._id, email });
  else ctx.out.result(`Removed ${email} from ${stripControlSequences(scopeName(scope))}.`);
  return EXIT.ok;
}

/** `skiff members role MEMBER ROLE --workspace WS`. */
export async function changeMemberRole(
  ctx: Context,
  wanted: string,
  roleText: string,
  options: ScopeOptions,
): Promise<number> {
  const { client } = cliSession(ctx);
  const roles = options.project ? PROJECT_MEMBER_ROLES : ASSIGNABLE_WORKSPACE_ROLES;
  const role = parseRole('ROLE', roleText, roles as readonly string[]);
  const scope = await resolveScope(client, options);
  const member = await findMember(ctx, scope, wanted);
  const call = { signal: ctx.signal };
  const updated = scope.project
    ? await client.projectSettings.updateMember(
        scope.workspace._id,
        scope.project._id,
        member._id,
        role as (typeof PROJECT_MEMBER_ROLES)[number],
        call,
      )
    : await client.workspaceMembers.updateRole(scope.workspace._id, member._id, role as AssignableWorkspaceRole, call);
  if (ctx.json) ctx.out.json({ ...updated, email: emailOf(member) });
  else ctx.out.result(`${emailOf(member)} is now ${role} in ${stripControlSequences(scopeName(scope))}.`);
  return EXIT.ok;
}
