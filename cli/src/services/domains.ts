import { refId, resolveApplicationRef, resolveDeploymentRef, resolveWorkspace } from '@skiff/sdk';
import { formatDate } from '@skiff/sdk/domain';
import { type ConfirmFlags, confirmDestructive } from '../cli/confirm.js';
import type { Context } from '../cli/context.js';
import type { PagingFlags } from '../cli/paging.js';
import { allItems, pickNamed } from '../cli/pick.js';
import { printItems } from '../cli/print-items.js';
import { cliSession } from '../cli/session.js';
import { onOff } from '../commands/shared-options.js';
import { appName } from './app-settings.js';
import { addCustomDomain, type DomainCertificateFlags } from './domain-add.js';
import { runTask, type WaitOptions } from './run-task.js';

/** `skiff domains list WS`: the workspace's custom domains with their application. */
export async function listDomains(
  ctx: Context,
  wanted: string,
  options: { search?: string } & PagingFlags,
): Promise<number> {
  const { client } = cliSession(ctx);
  const workspace = await resolveWorkspace(client, wanted);
  const query = { pageSize: 100, search: options.search };
  const items = await allItems(client.domains.list(workspace._id, query, { signal: ctx.signal }));
  return printItems(
    ctx,
    items,
    [
      { header: 'DOMAIN' },
      { header: 'APPLICATION ID', shrinkable: false },
      { header: 'CERTIFICATE', shrinkable: false },
      { header: 'STATUS', shrinkable: false },
      { header: 'CREATED', shrinkable: false },
      { header: 'ID', shrinkable: false },
    ],
    (d) => [
      d.domain ?? '',
      refId(d.application) ?? '',
      d.hasCertificate ? 'own' : 'automatic',
      d.status ?? d.activity?.status ?? '',
      formatDate(d.createdAt),
      d._id,
    ],
    options.search ? `No custom domain matches '${options.search}'.` : `No custom domains in ${workspace.name}.`,
    { flags: options, noun: 'domains', command: 'skiff domains list' },
  );
}

export type AddDomainOptions = WaitOptions & DomainCertificateFlags;

/** `skiff domains add REF DOMAIN [--key FILE --cert FILE]`: the SDK's domain form, then an ADD_CUSTOM_DOMAIN task. */
export async function addDomain(ctx: Context, ref: string, domain: string, options: AddDomainOptions) {
  const { client } = cliSession(ctx);
  const resolve = async () => {
    const app = await resolveApplicationRef(client, ref);
    const subject = appName(app);
    return { ...app, subject, listHint: `skiff domains list '${app.workspaceName}'` };
  };
  return addCustomDomain(ctx, client, resolve, domain, options);
}

/** `skiff tags domain-add REF DOMAIN [--key FILE --cert FILE]`: the same form for a tag. */
export async function addTagDomain(ctx: Context, ref: string, domain: string, options: AddDomainOptions) {
  const { client } = cliSession(ctx);
  const resolve = async () => {
    const tag = await resolveDeploymentRef(client, ref);
    const subject = `${tag.workspaceName}/${tag.projectName}@${tag.tag}`;
    return { ...tag, subject, listHint: `skiff tags domains '${subject}'` };
  };
  return addCustomDomain(ctx, client, resolve, domain, options);
}

/** `skiff domains remove WS DOMAIN --yes`: a DELETE_CUSTOM_DOMAIN task on the domain's application. */
export async function removeDomain(
  ctx: Context,
  wanted: string,
  domainOrId: string,
  options: WaitOptions & ConfirmFlags,
) {
  const { client } = cliSession(ctx);
  const workspace = await resolveWorkspace(client, wanted);
  const domains = await allItems(client.domains.list(workspace._id, { pageSize: 100 }, { signal: ctx.signal }));
  const listCommand = `skiff domains list '${workspace.name}'`;
  const found = pickNamed(
    'custom domain',
    domainOrId,
    domains,
    (d) => d.domain ?? '',
    (d) => d._id,
    listCommand,
  );
  await confirmDestructive(ctx, { action: `remove the custom domain ${found.domain}` }, options);
  return runTask(
    ctx,
    client,
    {
      subject: `${found.domain} in ${workspace.name}`,
      task: 'DELETE_CUSTOM_DOMAIN',
      start: async () => {
        const removed = await client.domains.delete(workspace._id, found._id, { signal: ctx.signal });
        return removed.activityId ?? removed.activity?._id ?? undefined;
      },
      fallbackHint: listCommand,
    },
    options,
  );
}

/** `skiff domains force-https REF on|off`: a START_FORCING_HTTPS or STOP_FORCING_HTTPS task. */
export async function forceHttps(ctx: Context, ref: string, state: string, options: WaitOptions) {
  const on = onOff('STATE')(state);
  const { client } = cliSession(ctx);
  const app = await resolveApplicationRef(client, ref);
  return runTask(
    ctx,
    client,
    {
      subject: appName(app),
      task: on ? 'START_FORCING_HTTPS' : 'STOP_FORCING_HTTPS',
      start: async () =>
        (await client.applications.forceHttps(app, on, { signal: ctx.signal })).activityId ?? undefined,
      fallbackHint: `skiff apps get '${ref}'`,
    },
    options,
  );
}
