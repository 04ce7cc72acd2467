import { refId, resolveApplicationRef, resolveWorkspace } from '@skiff/sdk';
import { customDomainError, formatDate } from '@skiff/sdk/domain';
import { type ConfirmFlags, confirmDestructive } from '../cli/confirm.js';
import type { Context } from '../cli/context.js';
import { UsageError } from '../cli/errors.js';
import type { PagingFlags } from '../cli/paging.js';
import { allItems, pickNamed } from '../cli/pick.js';
import { printItems } from '../cli/print-items.js';
import { cliSession } from '../cli/session.js';
import { readTextFile } from '../cli/text-file.js';
import { onOff } from '../commands/shared-options.js';
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

export interface AddDomainOptions extends WaitOptions {
  key?: string;
  cert?: string;
}

/** `skiff domains add REF DOMAIN [--key FILE --cert FILE]`: the spec's domain rule, then an ADD_CUSTOM_DOMAIN task. */
export async function addDomain(ctx: Context, ref: string, domain: string, options: AddDomainOptions) {
  const invalid = customDomainError(domain);
  if (invalid) throw new UsageError(`DOMAIN '${domain}': ${invalid}`);
  if (Boolean(options.key) !== Boolean(options.cert)) {
    throw new UsageError('--key and --cert go together: give both files for your own certificate, or neither.');
  }
  const privateKey = options.key ? await readTextFile(options.key, '--key') : undefined;
  const sslCertificate = options.cert ? await readTextFile(options.cert, '--cert') : undefined;
  const { client } = cliSession(ctx);
  const app = await resolveApplicationRef(client, ref);
  return runTask(
    ctx,
    client,
    {
      subject: `${domain.trim()} on ${app.workspaceName}/${app.projectName}/${app.branch}`,
      task: 'ADD_CUSTOM_DOMAIN',
      start: async () =>
        (
          await client.applications.domains.add(
            app,
            { domain: domain.trim(), privateKey, sslCertificate },
            { signal: ctx.signal },
          )
        ).activityId ?? undefined,
      fallbackHint: `skiff domains list '${app.workspaceName}'`,
    },
    options,
  );
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
      subject: `${app.workspaceName}/${app.projectName}/${app.branch}`,
      task: on ? 'START_FORCING_HTTPS' : 'STOP_FORCING_HTTPS',
      start: async () =>
        (await client.applications.forceHttps(app, on, { signal: ctx.signal })).activityId ?? undefined,
      fallbackHint: `skiff apps get '${ref}'`,
    },
    options,
  );
}
