import { type InviteLink, resolveWorkspace } from '@skiff/sdk';
import { stripControlSequences } from '@skiff/sdk/domain';
import { type ConfirmFlags, confirmDestructive } from '../cli/confirm.js';
import type { Context } from '../cli/context.js';
import { EXIT } from '../cli/exit-codes.js';
import { cliSession } from '../cli/session.js';

/** The named workspace, with the session's client and the call options of this command. */
async function workspaceOf(ctx: Context, wanted: string) {
  const { client } = cliSession(ctx);
  const workspace = await resolveWorkspace(client, wanted);
  return { client, workspace, name: stripControlSequences(workspace.name), call: { signal: ctx.signal } };
}

function printLink(ctx: Context, workspace: { _id: string; name: string }, link: InviteLink): number {
  const url = stripControlSequences(link.link ?? '');
  const role = stripControlSequences(link.role ?? '');
  if (ctx.json) {
    ctx.out.json({ workspace: { _id: workspace._id, name: workspace.name }, link: url, token: link.token, role });
    return EXIT.ok;
  }
  ctx.out.result(url);
  ctx.out.info(`Anyone signed in who opens this link joins ${workspace.name}${role ? ` as ${role}` : ''}.`);
  return EXIT.ok;
}

/** `skiff invitations link WS`: the workspace's shareable invite link (the server makes one when there is none). */
export async function showInviteLink(ctx: Context, wanted: string): Promise<number> {
  const { client, workspace, name, call } = await workspaceOf(ctx, wanted);
  return printLink(ctx, { _id: workspace._id, name }, await client.invitations.getInviteLink(workspace._id, call));
}

/** `skiff invitations link-refresh WS --yes`: a new link; the old one stops working. */
export async function refreshInviteLink(ctx: Context, wanted: string, flags: ConfirmFlags): Promise<number> {
  const { client, workspace, name, call } = await workspaceOf(ctx, wanted);
  await confirmDestructive(
    ctx,
    { action: `replace the invite link of ${name} (the current link stops working)` },
    flags,
  );
  return printLink(ctx, { _id: workspace._id, name }, await client.invitations.refreshInviteLink(workspace._id, call));
}

/** `skiff invitations link-delete WS --yes`: disables the link; `link` makes a new one later. */
export async function deleteInviteLink(ctx: Context, wanted: string, flags: ConfirmFlags): Promise<number> {
  const { client, workspace, name, call } = await workspaceOf(ctx, wanted);
  await confirmDestructive(ctx, { action: `disable the invite link of ${name}` }, flags);
  await client.invitations.deleteInviteLink(workspace._id, call);
  if (ctx.json) ctx.out.json({ deleted: true, workspace: { _id: workspace._id, name } });
  else ctx.out.result(`Disabled the invite link of ${name}; it no longer lets anyone join.`);
  return EXIT.ok;
}
