import { defineCommand, type GroupSpec } from '../cli/command-spec.js';
import { typedConfirmOptionsFor } from '../cli/confirm.js';
import { pagingOptions } from '../cli/paging.js';
import { WHOLE_LIST_PAGING } from '../cli/print-items.js';
import { scheduleOptions } from './backups-fields.js';
import { DEPLOY_WIZARD_OPTIONS } from './deploy.js';
import { DOMAIN_ADD_OPTIONS } from './domains.js';
import { configurationOptions, SECURITY_OPTIONS } from './model-fields.js';
import { WAIT_OPTIONS } from './shared-options.js';

const REF_ARG = { ref: { description: 'the tag: workspace/project@tag, each part by name or id' } } as const;
const PROJECT = {
  project: {
    flags: '--project <ws/project>',
    description: 'the project: workspace/project, by names or ids (required)',
  },
} as const;
const TAG = "'Acme Production/storefront@v1.2.0'";
const tags = () => import('../services/tags.js');

const list = defineCommand({
  name: 'list',
  summary: "list a project's tags with their state and blue/green badges",
  options: { ...PROJECT, ...pagingOptions('tags', WHOLE_LIST_PAGING) },
  examples: [
    ["skiff tags list --project 'Acme Production/storefront'", 'the tags of a project'],
    ["skiff tags list --project 'Acme Production/storefront' --json | jq -r '.items[].name'", 'names only'],
  ],
  run: async (ctx, _args, options) => (await tags()).listTags(ctx, options),
});

const get = defineCommand({
  name: 'get',
  summary: 'show one tag: state, image, hostname, security and protection',
  args: REF_ARG,
  examples: [
    [`skiff tags get ${TAG}`, 'the details of a tag'],
    [`skiff tags get ${TAG} --json | jq -r .containerImage`, 'its image, for a script'],
  ],
  run: async (ctx, args) => (await import('../services/read-backs.js')).getTag(ctx, args.ref),
});

const backups = defineCommand({
  name: 'backups',
  summary: "list a tag's backups (its Backup tab)",
  args: REF_ARG,
  examples: [
    [`skiff tags backups ${TAG}`, 'id, type, status and date of each'],
    [`skiff tags backups ${TAG} --json | jq -r '.items[0]._id'`, 'the newest id'],
  ],
  run: async (ctx, args) => (await import('../services/read-backs.js')).listTagBackups(ctx, args.ref),
});

const backup = defineCommand({
  name: 'backup',
  summary: "back up a tag's database now (a manual backup; at most five)",
  args: REF_ARG,
  options: { ...WAIT_OPTIONS },
  examples: [
    [`skiff tags backup ${TAG} --wait`, 'back up, and wait for the result'],
    [`skiff tags backup ${TAG}`, 'start it; prints the task id'],
  ],
  run: async (ctx, args, options) =>
    (await import('../services/tag-backups.js')).createTagBackup(ctx, args.ref, options),
});

const backupSchedule = defineCommand({
  name: 'backup-schedule',
  summary: "set a tag's daily database backup: at which UTC offset, kept how long; or turn it off",
  description:
    "Set the daily backup of a tag's database (--database), the timezone as a UTC offset (UTC-12 to UTC+14, " +
    'default UTC+1) and the retention (3, 7, 14 or 30 days, default 14); --off turns it off. The workspace must ' +
    'allow daily backups.',
  args: REF_ARG,
  options: scheduleOptions('deployment'),
  examples: [
    [`skiff tags backup-schedule ${TAG} --database --timezone UTC-5 --retention 7`, 'daily, kept a week'],
    [`skiff tags backup-schedule ${TAG} --off`, 'no daily backup'],
  ],
  run: async (ctx, args, options) =>
    (await import('../services/backup-schedule.js')).scheduleBackups(ctx, args.ref, options, 'deployment'),
});

const domains = defineCommand({
  name: 'domains',
  summary: "list a tag's custom domains (its Domains tab)",
  args: REF_ARG,
  examples: [
    [`skiff tags domains ${TAG}`, 'the domains of a tag'],
    [`skiff tags domains ${TAG} --json | jq -r '.items[].domain'`, 'names only'],
  ],
  run: async (ctx, args) => (await import('../services/read-backs.js')).listTagDomains(ctx, args.ref),
});

const domainAdd = defineCommand({
  name: 'domain-add',
  summary: 'add a custom domain to a tag, with your own certificate or an automatic one',
  description:
    'Add a custom domain to a tag (an ADD_CUSTOM_DOMAIN task), with the same form as `skiff domains add`: with ' +
    '--key and --cert (PEM files) the domain uses your certificate; without them the platform provides one.',
  args: { ...REF_ARG, domain: { description: 'the host name, e.g. shop.example.com' } },
  options: DOMAIN_ADD_OPTIONS,
  examples: [
    [`skiff tags domain-add ${TAG} shop.example.com --wait`, 'add a domain, automatic certificate'],
    [`skiff tags domain-add ${TAG} shop.example.com --key shop.key --cert shop.crt`, 'with your own certificate'],
  ],
  run: async (ctx, args, options) =>
    (await import('../services/domains.js')).addTagDomain(ctx, args.ref, args.domain, options),
});

const forceHttps = defineCommand({
  name: 'force-https',
  summary: 'redirect every HTTP request of a tag to HTTPS (on), or stop (off)',
  args: { ...REF_ARG, state: { description: 'on or off' } },
  options: WAIT_OPTIONS,
  examples: [
    [`skiff tags force-https ${TAG} on --wait`, 'force HTTPS and wait'],
    [`skiff tags force-https ${TAG} off`, 'stop forcing it'],
  ],
  run: async (ctx, args, options) => (await tags()).forceTagHttps(ctx, args.ref, args.state, options),
});

const create = defineCommand({
  name: 'create',
  summary: 'create a tag (not deployed yet)',
  args: { name: { description: 'the tag name, e.g. v1.2.0' } },
  options: { ...PROJECT, image: { flags: '--image <image>', description: 'the image tag to run (required)' } },
  examples: [
    [
      "skiff tags create v1.2.0 --project 'Acme Production/storefront' --image registry.example.com/shop:1.2.0",
      'a tag',
    ],
  ],
  run: async (ctx, args, options) => (await tags()).createTag(ctx, args.name, options),
});

const deploy = defineCommand({
  name: 'deploy',
  summary: "deploy a tag with the launch wizard's answers (flags or --file)",
  args: REF_ARG,
  options: { ...WAIT_OPTIONS, ...DEPLOY_WIZARD_OPTIONS },
  examples: [
    [`skiff tags deploy ${TAG} --wait`, 'deploy and wait for CREATE_DEPLOYMENT'],
    [`skiff tags deploy ${TAG} --file launch.yaml --wait --json`, 'answers from a file, for a CI job'],
  ],
  run: async (ctx, args, options) => (await tags()).deployTag(ctx, args.ref, options),
});

const undeploy = defineCommand({
  name: 'undeploy',
  summary: 'undeploy a tag (DELETE_DEPLOYMENT task; typed confirmation: its container image)',
  args: REF_ARG,
  options: { ...WAIT_OPTIONS, ...typedConfirmOptionsFor('tag.undeploy') },
  examples: [[`skiff tags undeploy ${TAG} --confirm registry.example.com/shop:1.2.0 --wait`, 'undeploy and wait']],
  run: async (ctx, args, options) => (await tags()).undeployTag(ctx, args.ref, options),
});

const configure = defineCommand({
  name: 'configure',
  summary: 'change replicas, resources or roots (a deployed tag rolls it out)',
  args: REF_ARG,
  options: {
    ...WAIT_OPTIONS,
    ...configurationOptions('deployment'),
  },
  examples: [[`skiff tags configure ${TAG} --replicas 3 --wait`, 'scale out and wait for the roll-out']],
  run: async (ctx, args, options) => (await tags()).configureTag(ctx, args.ref, options),
});

const security = defineCommand({
  name: 'security',
  summary: 'basic auth (password on stdin) and file permission level',
  args: REF_ARG,
  options: {
    ...WAIT_OPTIONS,
    ...SECURITY_OPTIONS,
  },
  examples: [[`skiff tags security ${TAG} --file-permission stricter --wait`, 'tighten file permissions']],
  run: async (ctx, args, options) => (await tags()).secureTag(ctx, args.ref, options),
});

const remove = defineCommand({
  name: 'delete',
  summary: 'delete an undeployed tag (typed confirmation: its container image)',
  args: REF_ARG,
  options: typedConfirmOptionsFor('tag.delete'),
  examples: [[`skiff tags delete ${TAG} --confirm registry.example.com/shop:1.2.0`, 'from a script']],
  run: async (ctx, args, options) => (await tags()).deleteTag(ctx, args.ref, options),
});

const blueGreen = defineCommand({
  name: 'bluegreen',
  summary: 'blue/green: create the green side of a running tag, or switch traffic to it',
  description:
    'Blue/green deployments of a running (blue) tag. `create` makes its green tag (--name, --image; --deploy ' +
    'deploys it at once); `switch` moves traffic to the green tag (--green names it when there are several).',
  args: { action: { description: 'create or switch' }, ...REF_ARG },
  options: {
    ...WAIT_OPTIONS,
    name: { flags: '--name <name>', description: 'create: the green tag name' },
    image: { flags: '--image <image>', description: 'create: the green image tag' },
    deploy: { flags: '--deploy', description: 'create: deploy the green tag at once' },
    green: { flags: '--green <tag>', description: 'switch: the green tag, by name or id' },
  },
  examples: [
    [
      `skiff tags bluegreen create ${TAG} --name v1.3.0 --image registry.example.com/shop:1.3.0 --deploy --wait`,
      'green',
    ],
    [`skiff tags bluegreen switch ${TAG} --wait`, 'switch traffic to the green tag'],
  ],
  run: async (ctx, args, options) => (await tags()).blueGreen(ctx, args.action, args.ref, options),
});

export const tagsGroup: GroupSpec = {
  name: 'tags',
  summary: 'deployments (tags): list, create, deploy, configure, secure, blue/green, delete',
  commands: [
    list,
    get,
    backups,
    backup,
    backupSchedule,
    domains,
    domainAdd,
    forceHttps,
    create,
    deploy,
    undeploy,
    configure,
    security,
    blueGreen,
    remove,
  ],
};
