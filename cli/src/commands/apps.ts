import type { ApplicationAction } from '@skiff/sdk';
import { APPLICATION_STATUS_FILTERS } from '@skiff/sdk/domain';
import { defineCommand, type GroupSpec } from '../cli/command-spec.js';
import { typedConfirmOptionsFor, YES_OPTION } from '../cli/confirm.js';
import { pagingOptions } from '../cli/paging.js';
import { WHOLE_LIST_PAGING } from '../cli/print-items.js';
import { ciTemplate, exportTemplate, webhookTest } from './app-exports.js';
import { appsDeployCommand } from './deploy.js';
import { configurationOptions, SECURITY_OPTIONS } from './model-fields.js';
import { oneOf, onOff, WAIT_OPTIONS } from './shared-options.js';

const REF_HELP = 'the application: workspace/project/branch, each part by name or id';

/** `apps list --sort`: kept here (not imported from the service) so the declaration loads nothing else. */
const SORT_ORDERS = ['newest', 'oldest'] as const;

const list = defineCommand({
  name: 'list',
  summary: 'list applications (branches): of a workspace, of one project, or every one you can see',
  description:
    'Without --workspace, every application you can see. --status keeps the Deployed (running), Paused or ' +
    'Undeployed ones, as the workspace table filters them; --sort orders by the Deployed column (applications ' +
    'never deployed come last). With --json, one document {workspace, items, total}, each item with its branch ' +
    'and displayedState.',
  options: {
    ...pagingOptions('applications', WHOLE_LIST_PAGING),
    workspace: { flags: '--workspace <ws>', description: 'the workspace, by name or id' },
    project: { flags: '--project <p>', description: 'only this project of the workspace, by name or id' },
    status: {
      flags: '--status <status>',
      description: `only applications in this state: ${APPLICATION_STATUS_FILTERS.join(', ')}`,
      parse: oneOf('--status', APPLICATION_STATUS_FILTERS),
    },
    sort: {
      flags: '--sort <order>',
      description: `by the Deployed column: ${SORT_ORDERS.join(' or ')} first`,
      parse: oneOf('--sort', SORT_ORDERS),
    },
  },
  examples: [
    ["skiff apps list --workspace 'Acme Production'", 'every branch of every project, with its state'],
    ["skiff apps list --workspace 'Acme Production' --project storefront --json", 'one project, as JSON'],
    ["skiff apps list --workspace 'Acme Production' --status Paused --sort newest", 'paused ones, latest first'],
    ["skiff apps list --status Deployed --json | jq -r '.items[].hostname'", 'hostnames of all running ones'],
  ],
  run: async (ctx, _args, options) => (await import('../services/apps.js')).listApps(ctx, options),
});

const get = defineCommand({
  name: 'get',
  summary: 'show one application: state, hostname, last activity, pods',
  args: { ref: { description: REF_HELP } },
  examples: [
    ["skiff apps get 'Acme Production/storefront/main'", 'the details of a branch'],
    ["skiff apps get 'Acme Production/storefront/main' --json | jq -r .hostname", 'its hostname, for a script'],
  ],
  run: async (ctx, args) => (await import('../services/details.js')).getApp(ctx, args.ref),
});

const ACTIONS: ReadonlyArray<{ action: ApplicationAction; summary: string; example: string }> = [
  { action: 'pause', summary: 'pause an application (replicas to zero)', example: 'Acme Production/storefront/main' },
  {
    action: 'unpause',
    summary: 'unpause an application (replicas back)',
    example: 'Acme Production/storefront/staging',
  },
  { action: 'undeploy', summary: 'undeploy (deactivate) an application', example: 'Acme Production/storefront/main' },
];

/** Undeploy takes the application offline: the spec's Danger Zone asks for `branch/NAME` typed first. */
const UNDEPLOY_CONFIRM = typedConfirmOptionsFor('application.undeploy');

const actionCommands = ACTIONS.map(({ action, summary, example }) => {
  const confirm = action === 'undeploy' ? ` --confirm branch/${example.split('/').at(-1)}` : '';
  return defineCommand({
    name: action,
    summary,
    description: `${summary[0]!.toUpperCase()}${summary.slice(1)}. Without --wait, prints the started activity's id and returns; with --wait, shows progress on stderr and exits 0 only when the task ends in SUCCESS.${confirm ? ' Asks for the typed confirmation branch/NAME first (--confirm without a terminal).' : ''}`,
    args: { ref: { description: REF_HELP } },
    options: action === 'undeploy' ? { ...WAIT_OPTIONS, ...UNDEPLOY_CONFIRM } : WAIT_OPTIONS,
    examples: [
      [`skiff apps ${action} '${example}'${confirm} --wait`, `${action}, wait for the task and print its result`],
      [`skiff apps ${action} '${example}'${confirm} --wait --timeout 10m --json`, 'the same for a CI job, as JSON'],
      [`skiff apps ${action} '${example}'${confirm}`, 'start it and print the activity id'],
    ],
    run: async (ctx, args, options) =>
      (await import('../services/app-actions.js')).runAction(ctx, action, args.ref, options),
  });
});

const REF_ARG = { ref: { description: REF_HELP } } as const;
const MAIN = "'Acme Production/storefront/main'";
const settings = () => import('../services/app-settings.js');

const configure = defineCommand({
  name: 'configure',
  summary: 'change replicas, resources, storage, image or roots (a deployed app upgrades)',
  description:
    'Change the configuration. Storage never shrinks; the maximum capacity is never below the minimum. A deployed ' +
    'application upgrades (an UPGRADE_APPLICATION task: --wait follows it); one not deployed is saved at once.',
  args: REF_ARG,
  options: {
    ...WAIT_OPTIONS,
    ...configurationOptions('application'),
  },
  examples: [
    [`skiff apps configure ${MAIN} --replicas 3 --wait`, 'scale out and wait for the upgrade'],
    [`skiff apps configure ${MAIN} --capacity small_1 --capacity-limit medium_1 --storage 20`, 'resources'],
  ],
  run: async (ctx, args, options) => (await settings()).configureApp(ctx, args.ref, options),
});

const security = defineCommand({
  name: 'security',
  summary: 'basic auth (password on stdin) and file permission level',
  args: REF_ARG,
  options: {
    ...WAIT_OPTIONS,
    ...SECURITY_OPTIONS,
  },
  examples: [
    [
      `printf '%s' "$PW" | skiff apps security ${MAIN} --basic-auth on --username admin --password-stdin`,
      'basic auth on, the password from $PW',
    ],
    [`skiff apps security ${MAIN} --basic-auth off --wait`, 'basic auth off, and wait for the upgrade'],
  ],
  run: async (ctx, args, options) => (await import('../services/security.js')).secureApp(ctx, args.ref, options),
});

const state = defineCommand({
  name: 'state',
  summary: 'turn auto pause and deletion protection on or off',
  args: REF_ARG,
  options: {
    autoPause: { flags: '--auto-pause <on|off>', description: 'pause when idle', parse: onOff('--auto-pause') },
    deletionProtection: {
      flags: '--deletion-protection <on|off>',
      description: 'refuse deletion',
      parse: onOff('--deletion-protection'),
    },
  },
  examples: [[`skiff apps state ${MAIN} --deletion-protection on`, 'protect a branch from deletion']],
  run: async (ctx, args, options) => (await settings()).setAppState(ctx, args.ref, options),
});

const extend = defineCommand({
  name: 'extend',
  summary: "extend a trial or hosted-demo application's expiry",
  args: REF_ARG,
  examples: [["skiff apps extend 'Drupal Forge Sandbox/intranet/main'", 'push the expiry back']],
  run: async (ctx, args) => (await settings()).extendApp(ctx, args.ref),
});

const remove = defineCommand({
  name: 'delete',
  summary: 'delete a branch never deployed or undeployed (typed confirmation branch/NAME)',
  args: REF_ARG,
  options: typedConfirmOptionsFor('application.delete'),
  examples: [
    ["skiff apps delete 'Acme Production/storefront/feature-login' --confirm branch/feature-login", 'from a script'],
  ],
  run: async (ctx, args, options) => (await settings()).deleteApp(ctx, args.ref, options),
});

const deletePod = defineCommand({
  name: 'delete-pod',
  summary: 'delete one pod; it is replaced (restarts that replica)',
  args: { ...REF_ARG, pod: { description: 'the pod name (see skiff apps get)' } },
  options: { yes: YES_OPTION },
  examples: [[`skiff apps delete-pod ${MAIN} storefront-main-7d9f-0 --yes`, 'restart one replica']],
  run: async (ctx, args, options) => (await settings()).deletePod(ctx, args.ref, args.pod, options),
});

const members = defineCommand({
  name: 'members',
  summary: "an application's users: list, add (by email) or remove them",
  description:
    "An application's users (its Members screen): `list` them, `add` a user of the workspace by email, or " +
    '`remove` one (by email or id; --yes). Adding and removing need admin-level rights on the project.',
  args: {
    action: { description: 'list, add or remove' },
    ...REF_ARG,
    who: { description: 'add: the email; remove: the member, by email or id', optional: true },
  },
  options: { yes: YES_OPTION, ...pagingOptions('members', WHOLE_LIST_PAGING) },
  examples: [
    [`skiff apps members list ${MAIN}`, 'who uses the application'],
    [`skiff apps members add ${MAIN} dev@demo.skiff.dev`, 'add a workspace user'],
    [`skiff apps members remove ${MAIN} dev@demo.skiff.dev --yes`, 'remove them'],
  ],
  run: async (ctx, args, options) =>
    (await import('../services/app-members.js')).appMembers(ctx, args.action, args.ref, args.who, options),
});

const toolCommands = (['phpmyadmin', 'editor'] as const).map((tool) =>
  defineCommand({
    name: tool,
    summary: `print a ${tool === 'phpmyadmin' ? 'PhpMyAdmin' : 'VS Code editor'} session URL (valid 4 hours)`,
    args: REF_ARG,
    options: { open: { flags: '--open', description: 'open it in the browser too' } },
    examples: [
      [`skiff apps ${tool} ${MAIN} --open`, 'open a session in the browser'],
      [`skiff apps ${tool} ${MAIN} --json | jq -r .url`, 'the URL only'],
    ],
    run: async (ctx, args, options) => (await settings()).openToolSession(ctx, tool, args.ref, options),
  }),
);

export const appsGroup: GroupSpec = {
  name: 'apps',
  summary: 'applications (branches): list, show, deploy, pause, configure, secure, delete, tools',
  commands: [
    list,
    get,
    appsDeployCommand,
    ...actionCommands,
    configure,
    security,
    state,
    extend,
    remove,
    deletePod,
    members,
    ...toolCommands,
    exportTemplate,
    ciTemplate,
    webhookTest,
  ],
};
