import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { pickByName, resolveWorkspace, type SkiffClient, type UpdateWorkspaceBody, type Workspace } from '@skiff/sdk';
import {
  AVATAR_MAX_BYTES,
  ENVIRONMENT_REQUIRED_MESSAGE,
  LOGO_IMAGE_TYPES,
  logoImageType,
  stripControlSequences,
  validateTransfer,
  validateWorkspaceCreation,
  WORKSPACE_NAME_REQUIRED_MESSAGE,
} from '@skiff/sdk/domain';
import { confirmationOf, confirmDestructive } from '../cli/confirm.js';
import type { Context } from '../cli/context.js';
import { UsageError } from '../cli/errors.js';
import { EXIT } from '../cli/exit-codes.js';
import { shownInvitation } from '../cli/redact.js';
import { cliSession } from '../cli/session.js';

export interface CreateWorkspaceOptions {
  description?: string;
  tag?: string[];
  cluster?: string;
  singleNode?: boolean;
}

/** The workspace's feature flags, one option each (`--auto-pause on`). */
export interface WorkspaceFlagOptions {
  editConfiguration?: boolean;
  connectVps?: boolean;
  createDeployment?: boolean;
  customDomain?: boolean;
  dailyBackup?: boolean;
  autoPause?: boolean;
}

export interface UpdateWorkspaceOptions extends WorkspaceFlagOptions {
  name?: string;
  description?: string;
  tag?: string[];
}

/** One line for a script and a person: `Created workspace 'Acme' (64b...)`, or the workspace as JSON. */
function printWorkspace(ctx: Context, verb: string, workspace: Workspace): void {
  if (ctx.json) ctx.out.json(workspace);
  else ctx.out.result(`${verb} workspace '${stripControlSequences(workspace.name)}' (${workspace._id}).`);
}

/** A cluster (environment) by name or id, among those the instance admin sees. */
async function resolveCluster(client: SkiffClient, wanted: string, signal: AbortSignal): Promise<string> {
  const clusters = [];
  for await (const cluster of client.environments.list({ pageSize: 100 }, { signal })) clusters.push(cluster);
  const found = pickByName(
    'cluster',
    wanted,
    clusters,
    (c) => c.name ?? c._id,
    (c) => c._id,
  );
  return found._id;
}

/** `skiff workspaces create NAME`: on a cluster (instance owners must name one) or a single node. */
export async function createWorkspace(ctx: Context, name: string, options: CreateWorkspaceOptions): Promise<number> {
  if (options.singleNode && options.cluster) throw new UsageError('--single-node goes without --cluster.');
  if (!name.trim()) throw new UsageError(`NAME: ${WORKSPACE_NAME_REQUIRED_MESSAGE}`);
  const { client } = cliSession(ctx);
  const environmentId = options.cluster ? await resolveCluster(client, options.cluster, ctx.signal) : undefined;
  const user = await client.users.profile({ signal: ctx.signal });
  const errors = validateWorkspaceCreation(
    { name, environmentId: options.singleNode ? 'single-node' : environmentId },
    { _id: user._id ?? '', role: user.role },
  );
  if (errors.length) {
    const lines = errors.map((error) =>
      error === ENVIRONMENT_REQUIRED_MESSAGE ? `--cluster: ${error}` : `NAME: ${error}`,
    );
    const hint = errors.includes(ENVIRONMENT_REQUIRED_MESSAGE)
      ? 'Name a cluster with --cluster, or use --single-node.'
      : undefined;
    throw new UsageError(lines.join('\n'), hint);
  }
  const body = { name: name.trim(), description: options.description, tags: options.tag, environmentId };
  const call = { signal: ctx.signal };
  const created = options.singleNode
    ? await client.workspaces.createSingleNode(body, call)
    : await client.workspaces.create(body, call);
  printWorkspace(ctx, 'Created', created);
  return EXIT.ok;
}

const FLAG_FIELDS: ReadonlyArray<readonly [keyof WorkspaceFlagOptions, keyof UpdateWorkspaceBody]> = [
  ['editConfiguration', 'enableEditConfiguration'],
  ['connectVps', 'enableConnectVPS'],
  ['createDeployment', 'enableCreateDeployment'],
  ['customDomain', 'enableCustomDomain'],
  ['dailyBackup', 'enabledDailyBackup'],
  ['autoPause', 'enableAutoPause'],
];

/** `skiff workspaces update WS`: only what is given changes (the call needs the name, so the current one is sent). */
export async function updateWorkspace(ctx: Context, wanted: string, options: UpdateWorkspaceOptions): Promise<number> {
  const flags = FLAG_FIELDS.filter(([option]) => options[option] !== undefined);
  if (options.name === undefined && options.description === undefined && !options.tag && flags.length === 0) {
    throw new UsageError('Nothing to update: give --name, --description, --tag or a feature option (see --help).');
  }
  if (options.name !== undefined && !options.name.trim()) throw new UsageError('--name: Please enter name!');
  const { client } = cliSession(ctx);
  const workspace = await resolveWorkspace(client, wanted);
  const body: UpdateWorkspaceBody = {
    name: options.name?.trim() ?? workspace.name,
    description: options.description,
    tags: options.tag,
    ...Object.fromEntries(flags.map(([option, field]) => [field, options[option]])),
  };
  printWorkspace(ctx, 'Updated', await client.workspaces.update(workspace._id, body, { signal: ctx.signal }));
  return EXIT.ok;
}

/** `skiff workspaces delete WS --confirm workspace/NAME`: the spec's typed confirmation. */
export async function deleteWorkspace(ctx: Context, wanted: string, options: { confirm?: string }): Promise<number> {
  const { client } = cliSession(ctx);
  const workspace = await resolveWorkspace(client, wanted);
  const action = `delete workspace '${workspace.name}' with its projects and applications`;
  await confirmDestructive(ctx, confirmationOf('workspace.delete', action, workspace.name), options);
  await client.workspaces.delete(workspace._id, { signal: ctx.signal });
  if (ctx.json) ctx.out.json({ deleted: true, _id: workspace._id, name: workspace.name });
  else ctx.out.result(`Deleted workspace '${stripControlSequences(workspace.name)}'.`);
  return EXIT.ok;
}

/** `skiff workspaces transfer WS --to EMAIL --confirm NAME`: the new owner accepts it from their invitations. */
export async function transferWorkspace(
  ctx: Context,
  wanted: string,
  options: { to?: string; confirm?: string },
): Promise<number> {
  if (!options.to) throw new UsageError('--to is required: the email of the new owner.');
  const email = options.to.trim();
  // The address's form is judged before the session (the self-transfer check needs the profile).
  const formError = validateTransfer({ email }, '')[0];
  if (formError) throw new UsageError(`--to '${email}': ${formError}`);
  const { client } = cliSession(ctx);
  const [workspace, me] = await Promise.all([
    resolveWorkspace(client, wanted),
    client.users.profile({ signal: ctx.signal }),
  ]);
  const emailError = validateTransfer({ email }, me.email)[0];
  if (emailError) throw new UsageError(`--to '${email}': ${emailError}`);
  const action = `transfer workspace '${workspace.name}' to ${email}`;
  await confirmDestructive(ctx, confirmationOf('workspace.transfer', action, workspace.name), options);
  const invitation = await client.invitations.transfer(workspace._id, email, { signal: ctx.signal });
  if (ctx.json) ctx.out.json(shownInvitation(invitation));
  else ctx.out.result(`Transfer of '${stripControlSequences(workspace.name)}' to ${email} started.`);
  ctx.out.info(`${email} accepts it with: skiff invitations accept INVITATION_ID (see skiff invitations list).`);
  return EXIT.ok;
}

/** `skiff workspaces revoke-transfer WS`: takes back a transfer not yet accepted. */
export async function revokeTransfer(ctx: Context, wanted: string): Promise<number> {
  const { client } = cliSession(ctx);
  const workspace = await resolveWorkspace(client, wanted);
  printWorkspace(ctx, 'Revoked the transfer of', await client.invitations.revokeTransfer(workspace._id));
  return EXIT.ok;
}

/** A local image uploaded (2 MB at most), answering its file id; an http(s) URL is used as it is. */
async function logoReference(client: SkiffClient, image: string, signal: AbortSignal): Promise<string> {
  if (/^https?:\/\//i.test(image)) return image;
  const type = logoImageType(image);
  if (!type) {
    throw new UsageError(`IMAGE '${image}' is not an image URL or a ${Object.keys(LOGO_IMAGE_TYPES).join(', ')} file.`);
  }
  const bytes = await readFile(image).catch(() => {
    throw new UsageError(`IMAGE '${image}': no such file.`);
  });
  if (bytes.length > AVATAR_MAX_BYTES) throw new UsageError(`IMAGE '${image}' is larger than 2 MB.`);
  const uploaded = await client.files.upload(new Blob([bytes], { type }), basename(image), { signal });
  return uploaded.fileId;
}

/** `skiff workspaces logo WS IMAGE`: a local image file (uploaded first) or an image URL. */
export async function setWorkspaceLogo(ctx: Context, wanted: string, image: string): Promise<number> {
  const { client } = cliSession(ctx);
  const workspace = await resolveWorkspace(client, wanted);
  const logo = await logoReference(client, image, ctx.signal);
  printWorkspace(ctx, 'Set the logo of', await client.workspaces.updateLogo(workspace._id, logo));
  return EXIT.ok;
}
