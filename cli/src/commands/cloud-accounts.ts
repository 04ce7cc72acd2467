import { defineCommand, type GroupSpec } from '../cli/command-spec.js';
import { YES_OPTION } from '../cli/confirm.js';
import { pagingOptions } from '../cli/paging.js';
import { WHOLE_LIST_PAGING } from '../cli/print-items.js';

const list = defineCommand({
  name: 'list',
  summary: "list the instance's cloud accounts",
  options: { ...pagingOptions('cloud accounts', WHOLE_LIST_PAGING) },
  examples: [['skiff cloud-accounts list', 'name, provider and id of each']],
  run: async (ctx, _args, options) => (await import('../services/cloud-accounts.js')).listCloudAccounts(ctx, options),
});

const create = defineCommand({
  name: 'create',
  summary: 'link a cloud account (AWS role ARN; DigitalOcean or Azure credentials on stdin)',
  description:
    'Link a cloud account. AWS needs --role-arn. DigitalOcean needs --space-region, and doToken, doSpaceKey and ' +
    'doSpaceSecret as KEY=VALUE lines on stdin (--secrets-stdin). Azure needs --subscription-id, --tenant-id, ' +
    '--client-id, and azClientSecret on stdin. Credentials are never taken from the command line. GCP is coming soon.',
  options: {
    provider: { flags: '--provider <provider>', description: 'AWS, DIGITAL_OCEAN or AZURE' },
    name: { flags: '--name <name>', description: 'a name for the account (required)' },
    description: { flags: '--description <text>', description: 'what the account is for' },
    roleArn: { flags: '--role-arn <arn>', description: 'AWS: the role ARN the platform assumes' },
    spaceRegion: { flags: '--space-region <region>', description: 'DigitalOcean: the Spaces region' },
    subscriptionId: { flags: '--subscription-id <id>', description: 'Azure: the subscription id' },
    tenantId: { flags: '--tenant-id <id>', description: 'Azure: the tenant id' },
    clientId: { flags: '--client-id <id>', description: 'Azure: the client id' },
    secretsStdin: { flags: '--secrets-stdin', description: 'read the credentials as KEY=VALUE lines from stdin' },
  },
  examples: [
    [
      "skiff cloud-accounts create --provider AWS --name 'Acme AWS' --role-arn arn:aws:iam::123456789012:role/skiff",
      'an AWS account',
    ],
    [
      'printf \'doToken=%s\\ndoSpaceKey=%s\\ndoSpaceSecret=%s\\n\' "$T" "$K" "$S" | skiff cloud-accounts create --provider DIGITAL_OCEAN --name do-main --space-region nyc3 --secrets-stdin',
      'a DigitalOcean account, credentials on stdin',
    ],
  ],
  run: async (ctx, _args, options) => (await import('../services/cloud-accounts.js')).createCloudAccount(ctx, options),
});

const remove = defineCommand({
  name: 'delete',
  summary: 'remove a cloud account that no cluster uses',
  args: { account: { description: 'the account, by name or id' } },
  options: { yes: YES_OPTION },
  examples: [["skiff cloud-accounts delete 'Old AWS' --yes", 'remove it']],
  run: async (ctx, args, options) =>
    (await import('../services/cloud-accounts.js')).deleteCloudAccount(ctx, args.account, options),
});

export const cloudAccountsGroup: GroupSpec = {
  name: 'cloud-accounts',
  summary: 'admin: list, link and remove cloud accounts',
  commands: [list, create, remove],
};
