import { isIP } from 'node:net';
import { type ResolvedApplication, resolveApplicationRef, type SkiffClient, type VpsInput } from '@skiff/sdk';
import { formatDate, vpsDisplayedStatus, vpsFormErrors } from '@skiff/sdk/domain';
import { type ConfirmFlags, confirmDestructive } from '../cli/confirm.js';
import type { Context } from '../cli/context.js';
import { UsageError } from '../cli/errors.js';
import { EXIT } from '../cli/exit-codes.js';
import { listingFacts, listingOf, type PagingFlags, printFooter } from '../cli/paging.js';
import { allItems, pickNamed } from '../cli/pick.js';
import { WHOLE_LIST_PAGING } from '../cli/print-items.js';
import { printTable } from '../cli/print-table.js';
import { cliSession } from '../cli/session.js';
import { readTextFile } from '../cli/text-file.js';
import { appName } from './app-settings.js';
import { runTask, type WaitOptions } from './run-task.js';

/** The VPS form as flags; the private key comes from a file, never from the command line. */
export interface VpsFlags {
  title?: string;
  description?: string;
  user?: string;
  ip?: string;
  keyFile?: string;
}

const FLAG_OF: Record<string, string> = {
  title: '--title',
  vpsUsername: '--user',
  publicIPAddress: '--ip',
  privKey: '--key-file',
};

/** The form with the spec's "Required" rule checked, naming each missing flag. */
async function vpsInput(flags: VpsFlags, creating: boolean, current?: VpsInput): Promise<VpsInput> {
  const input: VpsInput = {
    title: flags.title ?? current?.title ?? '',
    description: flags.description ?? current?.description,
    vpsUsername: flags.user ?? current?.vpsUsername ?? '',
    publicIPAddress: flags.ip ?? current?.publicIPAddress ?? '',
  };
  const errors = vpsFormErrors({ ...input, privKey: flags.keyFile }, creating);
  const problems = Object.entries(errors).map(([field, message]) => `${FLAG_OF[field] ?? field}: ${message}`);
  // The server refuses any other address (400); said here, before anything is sent, it names the flag.
  if (flags.ip && !isIP(flags.ip)) problems.push(`--ip '${flags.ip}' is not an IPv4 or IPv6 address.`);
  if (problems.length) throw new UsageError(problems.join('\n'));
  if (flags.keyFile) input.privKey = await readTextFile(flags.keyFile, '--key-file');
  return input;
}

async function findVps(ctx: Context, client: SkiffClient, app: ResolvedApplication, wanted: string) {
  const all = await allItems(client.applications.vps.list(app, { pageSize: 100 }, { signal: ctx.signal }));
  const ref = appName(app);
  return pickNamed(
    'VPS',
    wanted,
    all,
    (v) => v.title ?? '',
    (v) => v._id,
    `skiff vps list '${ref}'`,
  );
}

/** `skiff vps list REF`: the servers an application exports to, with the spec's displayed status. */
export async function listVps(ctx: Context, ref: string, options: PagingFlags = {}): Promise<number> {
  const { client } = cliSession(ctx);
  const app = await resolveApplicationRef(client, ref);
  const items = await allItems(client.applications.vps.list(app, { pageSize: 100 }, { signal: ctx.signal }));
  const paged = listingOf(items, options, WHOLE_LIST_PAGING);
  if (ctx.json) {
    ctx.out.json({
      items: paged.items.map((v) => ({ ...v, displayedStatus: vpsDisplayedStatus(v) })),
      ...listingFacts(paged),
    });
    return EXIT.ok;
  }
  printTable(
    ctx,
    [
      { header: 'TITLE' },
      { header: 'ADDRESS', shrinkable: false },
      { header: 'STATUS', shrinkable: false },
      { header: 'CREATED', shrinkable: false },
      { header: 'ID', shrinkable: false },
    ],
    paged.items.map((v) => [
      v.title ?? '',
      `${v.vpsUsername ?? ''}@${v.publicIPAddress ?? ''}`,
      vpsDisplayedStatus(v),
      formatDate(v.createdAt),
      v._id,
    ]),
    `No VPS connected to ${appName(app)}. Connect one with: skiff vps connect '${ref}' --title T --user U --ip IP --key-file KEY`,
  );
  printFooter(ctx, paged, { noun: 'VPS servers', command: 'skiff vps list' });
  return EXIT.ok;
}

/** `skiff vps connect REF --title --user --ip --key-file`: an INIT_VPS task. */
export async function connectVps(ctx: Context, ref: string, flags: VpsFlags & WaitOptions): Promise<number> {
  const input = await vpsInput(flags, true);
  const { client } = cliSession(ctx);
  const app = await resolveApplicationRef(client, ref);
  return runTask(
    ctx,
    client,
    {
      subject: `${input.title} for ${appName(app)}`,
      task: 'INIT_VPS',
      start: async () =>
        (await client.applications.vps.create(app, input, { signal: ctx.signal })).activityId ?? undefined,
      fallbackHint: `skiff vps list '${ref}'`,
    },
    flags,
  );
}

/** `skiff vps update REF VPS [--title] [--user] [--ip] [--key-file]`: unchanged fields are kept, the key too. */
export async function updateVps(ctx: Context, ref: string, wanted: string, flags: VpsFlags): Promise<number> {
  const { client } = cliSession(ctx);
  const app = await resolveApplicationRef(client, ref);
  const vps = await findVps(ctx, client, app, wanted);
  const current = {
    title: vps.title ?? '',
    description: vps.description ?? undefined,
    vpsUsername: vps.vpsUsername ?? '',
    publicIPAddress: vps.publicIPAddress ?? '',
  };
  const input = await vpsInput(flags, false, current);
  const updated = await client.applications.vps.update(app, vps._id, input, { signal: ctx.signal });
  if (ctx.json) ctx.out.json(updated);
  else ctx.out.result(`Updated VPS ${updated.title ?? vps._id} (${updated.vpsUsername}@${updated.publicIPAddress}).`);
  return EXIT.ok;
}

/** `skiff vps deploy REF VPS`: a DEPLOY_TO_VPS task. */
export async function deployToVps(ctx: Context, ref: string, wanted: string, options: WaitOptions): Promise<number> {
  const { client } = cliSession(ctx);
  const app = await resolveApplicationRef(client, ref);
  const vps = await findVps(ctx, client, app, wanted);
  return runTask(
    ctx,
    client,
    {
      subject: `${appName(app)} to ${vps.title ?? vps._id}`,
      task: 'DEPLOY_TO_VPS',
      start: async () =>
        (await client.applications.vps.deployToServer(app, vps._id, { signal: ctx.signal })).activityId ?? undefined,
      fallbackHint: `skiff vps list '${ref}'`,
    },
    options,
  );
}

/** `skiff vps remove REF VPS --yes`. */
export async function removeVps(ctx: Context, ref: string, wanted: string, flags: ConfirmFlags): Promise<number> {
  const { client } = cliSession(ctx);
  const app = await resolveApplicationRef(client, ref);
  const vps = await findVps(ctx, client, app, wanted);
  await confirmDestructive(ctx, { action: `remove the VPS ${vps.title ?? vps._id} from ${appName(app)}` }, flags);
  await client.applications.vps.delete(app, vps._id, { signal: ctx.signal });
  if (ctx.json) ctx.out.json({ _id: vps._id, title: vps.title, deleted: true });
  else ctx.out.result(`Removed VPS ${vps.title ?? vps._id}.`);
  return EXIT.ok;
}
