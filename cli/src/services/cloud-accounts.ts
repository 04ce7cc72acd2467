import type { CloudAccountInput } from '@skiff/sdk';
import {
  CLOUD_ACCOUNT_FIELDS,
  type CloudAccountProvider,
  formatDate,
  missingCloudAccountFields,
  stripControlSequences,
} from '@skiff/sdk/domain';
import type { ConfirmFlags } from '../cli/confirm.js';
import type { Context } from '../cli/context.js';
import { UsageError } from '../cli/errors.js';
import { EXIT } from '../cli/exit-codes.js';
import { parseKeyValueLines } from '../cli/key-value.js';
import type { PagingFlags } from '../cli/paging.js';
import { allItems, pickNamed } from '../cli/pick.js';
import { confirmAndDelete, printItems } from '../cli/print-items.js';
import { cliSession } from '../cli/session.js';
import { readStdin } from '../cli/stdin.js';

/** The provider fields that are credentials: read from stdin, never from the command line. */
const SECRET_FIELDS = ['doToken', 'doSpaceKey', 'doSpaceSecret', 'azClientSecret'] as const;
const FLAG_OF: Record<string, string> = {
  name: '--name',
  provider: '--provider',
  awsArnRole: '--role-arn',
  doSpaceRegion: '--space-region',
  azSubscriptionId: '--subscription-id',
  azTenantId: '--tenant-id',
  azClientId: '--client-id',
};

/** `skiff cloud-accounts list`. */
export async function listCloudAccounts(ctx: Context, options: PagingFlags = {}): Promise<number> {
  const { client } = cliSession(ctx);
  const items = await allItems(client.cloudAccounts.list({ pageSize: 100 }, { signal: ctx.signal }));
  return printItems(
    ctx,
    items,
    [
      { header: 'NAME' },
      { header: 'PROVIDER', shrinkable: false },
      { header: 'DESCRIPTION', maxWidth: 40 },
      { header: 'CREATED', shrinkable: false },
      { header: 'ID', shrinkable: false },
    ],
    (a) => [a.name, a.provider ?? '', a.desc ?? '', formatDate(a.createdAt), a._id],
    'No cloud accounts. Link one with: skiff cloud-accounts create --provider AWS --name NAME --role-arn ARN',
    { flags: options, noun: 'cloud accounts', command: 'skiff cloud-accounts list' },
  );
}

export interface CreateCloudAccountOptions {
  provider?: string;
  name?: string;
  description?: string;
  roleArn?: string;
  spaceRegion?: string;
  subscriptionId?: string;
  tenantId?: string;
  clientId?: string;
  secretsStdin?: boolean;
}

/**
 * `skiff cloud-accounts create --provider P --name N ...`: plain fields as flags, credentials (doToken, doSpaceKey,
 * doSpaceSecret, azClientSecret) as KEY=VALUE lines on stdin with --secrets-stdin. Every missing field is named.
 */
export async function createCloudAccount(ctx: Context, options: CreateCloudAccountOptions): Promise<number> {
  const provider = (options.provider ?? '').toUpperCase();
  if (provider === 'GCP') throw new UsageError('--provider GCP is coming soon: choose AWS, DIGITAL_OCEAN or AZURE.');
  const secrets = options.secretsStdin ? parseKeyValueLines(await readStdin(), 'stdin') : {};
  const unknown = Object.keys(secrets).filter((k) => !(SECRET_FIELDS as readonly string[]).includes(k));
  if (unknown.length) {
    throw new UsageError(`stdin: unknown credential ${unknown.join(', ')}: use ${SECRET_FIELDS.join(', ')}.`);
  }
  const body: Record<string, string | undefined> = {
    name: options.name?.trim(),
    provider,
    desc: options.description,
    awsArnRole: options.roleArn?.trim(),
    doSpaceRegion: options.spaceRegion,
    azSubscriptionId: options.subscriptionId,
    azTenantId: options.tenantId,
    azClientId: options.clientId,
    ...secrets,
  };
  const missing = missingCloudAccountFields(body);
  if (missing.length) {
    const where = (field: string) =>
      FLAG_OF[field] ?? ((SECRET_FIELDS as readonly string[]).includes(field) ? `${field} (stdin)` : field);
    const secretMissing = missing.some((field) => (SECRET_FIELDS as readonly string[]).includes(field));
    const hint = secretMissing ? 'Pipe the credentials as KEY=VALUE lines on stdin with --secrets-stdin.' : undefined;
    throw new UsageError(missing.map((field) => `${where(field)}: Required`).join('\n'), hint);
  }
  const fields = CLOUD_ACCOUNT_FIELDS[provider as CloudAccountProvider] as readonly string[];
  const input = Object.fromEntries(
    Object.entries(body).filter(
      ([k, v]) => v !== undefined && (['name', 'provider', 'desc'].includes(k) || fields.includes(k)),
    ),
  ) as unknown as CloudAccountInput;
  const { client } = cliSession(ctx);
  const account = await client.cloudAccounts.create(input, { signal: ctx.signal });
  if (ctx.json) ctx.out.json(account);
  else ctx.out.result(`Linked ${provider} account ${stripControlSequences(account.name)} (${account._id}).`);
  return EXIT.ok;
}

/** `skiff cloud-accounts delete ACCOUNT --yes`. */
export async function deleteCloudAccount(ctx: Context, wanted: string, flags: ConfirmFlags): Promise<number> {
  const { client } = cliSession(ctx);
  const all = await allItems(client.cloudAccounts.list({ pageSize: 100 }, { signal: ctx.signal }));
  const account = pickNamed(
    'cloud account',
    wanted,
    all,
    (a) => a.name,
    (a) => a._id,
    'skiff cloud-accounts list',
  );
  const texts = { action: `remove the cloud account ${account.name}`, done: `Removed cloud account ${account.name}.` };
  return confirmAndDelete(ctx, account, flags, texts, () =>
    client.cloudAccounts.delete(account._id, { signal: ctx.signal }),
  );
}
