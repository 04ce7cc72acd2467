import { refId, resolveApplicationRef } from '@skiff/sdk';
import { formatByteSize, formatDate, stripControlSequences } from '@skiff/sdk/domain';
import { type ConfirmFlags, confirmationOf, confirmDestructive } from '../cli/confirm.js';
import type { Context } from '../cli/context.js';
import { printDetails } from '../cli/details.js';
import { EXIT } from '../cli/exit-codes.js';
import { printItems } from '../cli/print-items.js';
import { cliSession } from '../cli/session.js';
import { runTask, type WaitOptions } from './run-task.js';

/** `skiff snapshots list REF`: the application's snapshots, read from its detail (the contract has no list). */
export async function listSnapshots(ctx: Context, ref: string): Promise<number> {
  const { client } = cliSession(ctx);
  const app = await resolveApplicationRef(client, ref);
  const items = await client.snapshots.ofApplication(app.applicationId, { signal: ctx.signal });
  return printItems(
    ctx,
    items,
    [
      { header: 'NAME' },
      { header: 'IMAGE TAG' },
      { header: 'SIZE', shrinkable: false },
      { header: 'STATUS', shrinkable: false },
      { header: 'CREATED', shrinkable: false },
      { header: 'ID', shrinkable: false },
    ],
    (s) => [s.name ?? '', s.snapshotTag ?? '', formatByteSize(s.size), s.status ?? '', formatDate(s.createdAt), s._id],
    `No snapshots of ${app.workspaceName}/${app.projectName}/${app.branch}.`,
  );
}

/** `skiff snapshots get ID`. */
export async function showSnapshot(ctx: Context, id: string): Promise<number> {
  const { client } = cliSession(ctx);
  const snapshot = await client.snapshots.get(id, { signal: ctx.signal });
  if (ctx.json) {
    ctx.out.json(snapshot);
    return EXIT.ok;
  }
  printDetails(ctx, [
    ['Name', snapshot.name],
    ['Image tag', snapshot.snapshotTag],
    ['Size', formatByteSize(snapshot.size)],
    ['Status', snapshot.status],
    ['Application', refId(snapshot.application)],
    ['Created', formatDate(snapshot.createdAt)],
    ['ID', snapshot._id],
  ]);
  return EXIT.ok;
}

/** `skiff snapshots delete ID --yes [--wait]`: the registry's yes/no confirmation, then a DELETE_SNAPSHOT task. */
export async function deleteSnapshot(ctx: Context, id: string, options: WaitOptions & ConfirmFlags): Promise<number> {
  const { client } = cliSession(ctx);
  const snapshot = await client.snapshots.get(id, { signal: ctx.signal });
  const named = `'${stripControlSequences(snapshot.name ?? snapshot._id)}' (${snapshot._id})`;
  await confirmDestructive(ctx, confirmationOf('snapshot.get', `delete snapshot ${named}`, snapshot._id), options);
  return runTask(
    ctx,
    client,
    {
      subject: `snapshot ${named}`,
      task: 'DELETE_SNAPSHOT',
      start: async () => (await client.snapshots.delete(snapshot._id, { signal: ctx.signal })).activityId,
      fallbackHint: `skiff snapshots get ${snapshot._id}`,
    },
    options,
  );
}
