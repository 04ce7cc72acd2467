import { defineCommand, type GroupSpec } from '../cli/command-spec.js';
import { YES_OPTION } from '../cli/confirm.js';
import { pagingOptions } from '../cli/paging.js';
import { WHOLE_LIST_PAGING } from '../cli/print-items.js';

const list = defineCommand({
  name: 'list',
  summary: 'list hosted zones',
  options: { ...pagingOptions('hosted zones', WHOLE_LIST_PAGING) },
  examples: [['skiff hosted-zones list', 'domain, name servers and id of each']],
  run: async (ctx, _args, options) => (await import('../services/hosted-zones.js')).listHostedZones(ctx, options),
});

const create = defineCommand({
  name: 'create',
  summary: 'create a hosted zone for a domain',
  args: { domain: { description: 'the domain, e.g. apps.example.com' } },
  options: { drupalForge: { flags: '--drupal-forge', description: 'for Drupal Forge sites' } },
  examples: [['skiff hosted-zones create apps.example.com', 'a zone, with its name servers']],
  run: async (ctx, args, options) =>
    (await import('../services/hosted-zones.js')).createHostedZone(ctx, args.domain, options),
});

const remove = defineCommand({
  name: 'delete',
  summary: 'delete a hosted zone',
  args: { zone: { description: 'the zone, by domain or id' } },
  options: { yes: YES_OPTION },
  examples: [['skiff hosted-zones delete apps.example.com --yes', 'delete it']],
  run: async (ctx, args, options) =>
    (await import('../services/hosted-zones.js')).deleteHostedZone(ctx, args.zone, options),
});

export const hostedZonesGroup: GroupSpec = {
  name: 'hosted-zones',
  summary: 'admin: list, create and delete hosted zones',
  commands: [list, create, remove],
};
