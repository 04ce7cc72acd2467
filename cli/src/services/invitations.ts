import type { Invitation, SkiffClient } from '@skiff/sdk';
import { formatDate, stripControlSequences } from '@skiff/sdk/domain';
import { confirmDestructive } from '../cli/confirm.js';
import type { Context } from '../cli/context.js';
import { CliError } from '../cli/errors.js';
import { EXIT } from '../cli/exit-codes.js';
import { listingFacts, listingOf, type PagingFlags, printFooter } from '../cli/paging.js';
import { allItems, pickNamed } from '../cli/pick.js';
import { WHOLE_LIST_PAGING } from '../cli/print-items.js';
import { printTable } from '../cli/print-table.js';
import { shownInvitation } from '../cli/redact.js';
import { cliSession } from '../cli/session.js';
import { resolveScope, type ScopeOptions, scopeFlag, scopeName } from './collaboration-scope.js';

type NamedRef = Invitation['workspace'];

function nameOfRef(ref: NamedRef): string {
  return typeof ref === 'string' ? ref : (ref?.name ?? ref?._id ?? '');
}

/** `Acme Production` or `Acme Production/storefront`: what an invitation is to. */
export function invitationTarget(invitation: Invitation): string {
  const project = invitation.project ? `/${nameOfRef(invitation.project)}` : '';
  return `${nameOfRef(invitation.workspace)}${project}`;
}

function invitedBy(invitation: Invitation): string {
  return invitation.invitedBy?.rawInfo?.email ?? '';
}

/**
 * `skiff invitations list`: your own pending invitations; with --workspace or --project, the pending invitations
 * of that workspace or project (for those who manage its members).
 */
export async function listInvitations(ctx: Context, options: ScopeOptions & PagingFlags): Promise<number> {
  const { client } = cliSession(ctx);
  const call = { signal: ctx.signal };
  const mine = !options.workspace && !options.project;
  const scope = mine ? undefined : await resolveScope(client, options);
  const items = await allItems(
    !scope
      ? client.invitations.listMine({ pageSize: 100 }, call)
      : scope.project
        ? client.invitations.listForProject(scope.workspace._id, scope.project._id, call)
        : client.invitations.listForWorkspace(scope.workspace._id, call),
  );
  const paged = listingOf(items, options, WHOLE_LIST_PAGING);
  if (ctx.json) {
    ctx.out.json({
      items: paged.items.map((i) => ({ ...shownInvitation(i), target: invitationTarget(i) })),
      ...listingFacts(paged),
    });
    return EXIT.ok;
  }
  printTable(
    ctx,
    [
      { header: mine ? 'TO' : 'EMAIL' },
      { header: 'TYPE', shrinkable: false },
      { header: 'ROLE', shrinkable: false },
      { header: mine ? 'FROM' : 'INVITED BY' },
      { header: 'EXPIRES', shrinkable: false },
      { header: 'ID', shrinkable: false },
    ],
    paged.items.map((i) => [
      mine ? invitationTarget(i) : (i.email ?? ''),
      i.inviteType ?? '',
      i.role ?? '',
      invitedBy(i),
      formatDate(i.expiresAt),
      i._id ?? '',
    ]),
    mine ? 'You have no pending invitations.' : `No pending invitations in ${scopeName(scope!)}.`,
  );
  printFooter(ctx, paged, { noun: 'invitations', command: 'skiff invitations list' });
  return EXIT.ok;
}

/** One of your pending invitations, by id or by what it is to (`Acme Production`, `Acme Production/storefront`). */
async function findMine(client: SkiffClient, wanted: string, signal: AbortSignal): Promise<Invitation> {
  const mine = await allItems(client.invitations.listMine({ pageSize: 100 }, { signal }));
  return pickNamed('invitation', wanted, mine, invitationTarget, (i) => i._id ?? '', 'skiff invitations list');
}

function tokenOf(invitation: Invitation): string {
  if (!invitation.token) throw new CliError('The server did not send the invitation token; accept it in the web app.');
  return invitation.token;
}

/** `skiff invitations accept INVITATION`: join the workspace or project (or, for a transfer, become its owner). */
export async function acceptInvitation(ctx: Context, wanted: string): Promise<number> {
  const { client } = cliSession(ctx);
  const invitation = await findMine(client, wanted, ctx.signal);
  const call = { signal: ctx.signal };
  const token = tokenOf(invitation);
  const transfer = invitation.inviteType === 'TRANSFER_WORKSPACE';
  const answer = transfer
    ? await client.invitations.acceptTransfer(invitation._id ?? '', token, call)
    : await client.invitations.accept(token, call);
  const target = stripControlSequences(invitationTarget(invitation));
  if (ctx.json) ctx.out.json(answer);
  else ctx.out.result(transfer ? `You now own ${target}.` : `Joined ${target} as ${invitation.role ?? 'a member'}.`);
  return EXIT.ok;
}

/** `skiff invitations reject INVITATION`: decline it (it is deleted). */
export async function rejectInvitation(ctx: Context, wanted: string): Promise<number> {
  const { client } = cliSession(ctx);
  const invitation = await findMine(client, wanted, ctx.signal);
  if (invitation.inviteType === 'TRANSFER_WORKSPACE') {
    throw new CliError(
      'A workspace transfer cannot be rejected here.',
      EXIT.failure,
      'Leave it pending, or ask the owner to run: skiff workspaces revoke-transfer WS',
    );
  }
  await client.invitations.reject(tokenOf(invitation), { signal: ctx.signal });
  const target = stripControlSequences(invitationTarget(invitation));
  if (ctx.json) ctx.out.json({ rejected: true, _id: invitation._id, target });
  else ctx.out.result(`Rejected the invitation to ${target}.`);
  return EXIT.ok;
}

/** `skiff invitations cancel INVITATION --workspace WS | --project WS/PROJECT --yes`: withdraw one that was sent. */
export async function cancelInvitation(
  ctx: Context,
  wanted: string,
  options: ScopeOptions & { yes?: boolean },
): Promise<number> {
  const { client } = cliSession(ctx);
  const scope = await resolveScope(client, options);
  const call = { signal: ctx.signal };
  const sent = await allItems(
    scope.project
      ? client.invitations.listForProject(scope.workspace._id, scope.project._id, call)
      : client.invitations.listForWorkspace(scope.workspace._id, call),
  );
  const invitation = pickNamed(
    'invitation',
    wanted,
    sent,
    (i) => i.email ?? '',
    (i) => i._id ?? '',
    `skiff invitations list ${scopeFlag(scope)}`,
  );
  const email = invitation.email ?? '';
  await confirmDestructive(ctx, { action: `cancel the invitation of ${email} to ${scopeName(scope)}` }, options);
  const id = invitation._id ?? '';
  if (scope.project) await client.invitations.deleteFromProject(scope.workspace._id, scope.project._id, id, call);
  else await client.invitations.deleteFromWorkspace(scope.workspace._id, id, call);
  if (ctx.json) ctx.out.json({ cancelled: true, _id: id, email });
  else ctx.out.result(`Cancelled the invitation of ${email} to ${stripControlSequences(scopeName(scope))}.`);
  return EXIT.ok;
}
