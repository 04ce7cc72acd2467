import {
  type Collaborator,
  canChangeMember,
  loadMemberFormContext,
  type MemberFormContext,
  type MemberTarget,
  memberCalls,
  memberFormErrors,
  memberRequest,
  memberRoleOf,
} from '@skiff/sdk';
import { stripControlSequences } from '@skiff/sdk/domain';
import { confirmDestructive } from '../cli/confirm.js';
import type { Context } from '../cli/context.js';
import { CliError, UsageError } from '../cli/errors.js';
import { EXIT } from '../cli/exit-codes.js';
import { fieldFlags, modelAnswers } from '../cli/model-options.js';
import { listingFacts, listingOf, type PagingFlags, printFooter } from '../cli/paging.js';
import { pickNamed } from '../cli/pick.js';
import { WHOLE_LIST_PAGING } from '../cli/print-items.js';
import { printTable } from '../cli/print-table.js';
import { shownInvitation } from '../cli/redact.js';
import { cliSession } from '../cli/session.js';
import { MEMBER_FIELDS, MEMBER_RENDERINGS, offlineMemberContext } from '../commands/members.js';
import { resolveScope, type Scope, type ScopeOptions, scopeFlag, scopeName } from './collaboration-scope.js';

/** The members form has no secret field: nothing is read from stdin. */
const noSecret = async () => '';

export function emailOf(member: Collaborator): string {
  return member.email ?? member.rawInfo?.email ?? '';
}

/** The members target of a resolved `--workspace` / `--project` scope. */
function targetOf(scope: Scope): MemberTarget {
  return scope.project
    ? { workspaceId: scope.workspace._id, projectId: scope.project._id }
    : { workspaceId: scope.workspace._id };
}

/** A role as typed (any case, the API's name or the start of its label), checked by the SDK's members form. */
export function parseRole(what: string, text: string, context: MemberFormContext): string {
  const role = memberRoleOf(context, text);
  if (!role) throw new UsageError(`${what} '${text}' is not one of ${context.roles.join(', ')}.`);
  return role;
}

/** `skiff members list --workspace WS | --project WS/PROJECT`. */
export async function listMembers(ctx: Context, options: ScopeOptions & PagingFlags): Promise<number> {
  const { client } = cliSession(ctx);
  const scope = await resolveScope(client, options);
  const members = await memberCalls(client, targetOf(scope)).list({ signal: ctx.signal });
  return printMembers(ctx, members, options, `No members in ${scopeName(scope)}.`, 'skiff members list');
}

/** The members table (or `--json`), shared by `members list` and `apps members list`. */
export function printMembers(
  ctx: Context,
  members: Collaborator[],
  options: PagingFlags,
  empty: string,
  command: string,
): number {
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
    empty,
  );
  printFooter(ctx, paged, { noun: 'members', command });
  return EXIT.ok;
}

const FLAG_OF = fieldFlags(MEMBER_FIELDS, MEMBER_RENDERINGS);

/** The SDK's members form errors as one usage error naming what the user typed. */
export function checkMemberAnswers(email: string, role: string | undefined, context: MemberFormContext): void {
  const errors = memberFormErrors({ email, role }, context);
  if (errors.email) throw new UsageError(`${FLAG_OF.email} '${email}': ${errors.email}`);
  if (errors.role) throw new UsageError(`${FLAG_OF.role} '${role}': ${errors.role}`);
}

/** The typed answers (the EMAIL argument, `--role`) with the role as the scope names it, else its default. */
function inviteAnswers(typed: Record<string, unknown>, context: MemberFormContext) {
  const email = String(typed.email ?? '');
  const given = typeof typed.role === 'string' ? typed.role : undefined;
  const role = given === undefined ? context.defaultRole : memberRoleOf(context, given);
  return { email, role: role ?? given };
}

/** `skiff members invite EMAIL --workspace WS [--role ROLE]`: the invitee accepts from their invitations. */
export async function inviteMember(
  ctx: Context,
  email: string,
  options: ScopeOptions & { role?: string },
): Promise<number> {
  // The invite's usage, judged before the session (exit 2 signed in or not): one scope flag, an email, a role the
  // scope offers. Which roles a scope offers does not depend on who asks, so no server is needed for it.
  if (Boolean(options.workspace) === Boolean(options.project)) {
    throw new UsageError('Give one of --workspace WS or --project WS/PROJECT.');
  }
  const typed = await modelAnswers(MEMBER_FIELDS, { ...options }, noSecret, MEMBER_RENDERINGS, { args: { email } });
  const offline = offlineMemberContext(options.project ? 'project' : 'workspace');
  const usage = inviteAnswers(typed, offline);
  checkMemberAnswers(usage.email, usage.role, offline);
  const { client } = cliSession(ctx);
  const scope = await resolveScope(client, options);
  const target = targetOf(scope);
  const context = await loadMemberFormContext(client, target, { signal: ctx.signal });
  const answers = inviteAnswers(typed, context);
  checkMemberAnswers(answers.email, answers.role, context);
  const body = memberRequest(answers, context);
  const invitation = await memberCalls(client, target).invite(body, { signal: ctx.signal });
  if (ctx.json) ctx.out.json(shownInvitation(invitation));
  else ctx.out.result(`Invited ${body.email} to ${stripControlSequences(scopeName(scope))} as ${body.role}.`);
  return EXIT.ok;
}

/**
 * A member by email or id, that the SDK's members form lets this user change (a manager; never the owner or
 * themself). A miss suggests close emails.
 */
export function changeableMember(
  members: Collaborator[],
  wanted: string,
  context: MemberFormContext,
  listCommand: string,
): Collaborator {
  const member = pickNamed('member', wanted, members, emailOf, (m) => m._id, listCommand);
  if (!context.canManage) {
    throw new CliError(`You cannot manage the members of this ${context.scope}.`, EXIT.permission);
  }
  if (!canChangeMember(context, member)) {
    throw new CliError(`${emailOf(member)} cannot be changed or removed (the owner, or yourself).`, EXIT.permission);
  }
  return member;
}

/** `skiff members remove MEMBER --workspace WS --yes`. */
export async function removeMember(
  ctx: Context,
  wanted: string,
  options: ScopeOptions & { yes?: boolean },
): Promise<number> {
  const { client } = cliSession(ctx);
  const scope = await resolveScope(client, options);
  const target = targetOf(scope);
  const calls = memberCalls(client, target);
  const call = { signal: ctx.signal };
  const [members, context] = await Promise.all([calls.list(call), loadMemberFormContext(client, target, call)]);
  const listCommand = `skiff members list ${scopeFlag(scope)}`;
  const member = changeableMember(members, wanted, context, listCommand);
  const email = emailOf(member);
  await confirmDestructive(ctx, { action: `remove ${email} from ${scopeName(scope)}` }, options);
  await calls.remove(member._id, call);
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
  const scope = await resolveScope(client, options);
  const target = targetOf(scope);
  const calls = memberCalls(client, target);
  const call = { signal: ctx.signal };
  const [members, context] = await Promise.all([calls.list(call), loadMemberFormContext(client, target, call)]);
  const role = parseRole('ROLE', roleText, context);
  const member = changeableMember(members, wanted, context, `skiff members list ${scopeFlag(scope)}`);
  const updated = await calls.changeRole?.(member._id, role, call);
  if (ctx.json) ctx.out.json({ ...(updated as object), email: emailOf(member) });
  else ctx.out.result(`${emailOf(member)} is now ${role} in ${stripControlSequences(scopeName(scope))}.`);
  return EXIT.ok;
}
