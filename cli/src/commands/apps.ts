import type { ApplicationAction } from '@skiff/sdk';
import { defineCommand, type GroupSpec } from '../cli/command-spec.js';
import { WAIT_OPTIONS } from './shared-options.js';

const REF_HELP = 'the application: workspace/project/branch, each part by name or id';

const list = defineCommand({
  name: 'list',
  summary: 'list the applications (branches) of a workspace, optionally of one project',
  options: {
    workspace: { flags: '--workspace <ws>', description: 'the workspace, by name or id (required)' },
    project: { flags: '--project <p>', description: 'only this project, by name or id' },
  },
  examples: [
    ["skiff apps list --workspace 'Acme Production'", 'every branch of every project, with its state'],
    ["skiff apps list --workspace 'Acme Production' --project storefront --json", 'one project, as JSON'],
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
  {
    action: 'deploy',
    summary: 'deploy (activate) an application',
    example: 'Acme Production/storefront/feature-login',
  },
  { action: 'pause', summary: 'pause an application (replicas to zero)', example: 'Acme Production/storefront/main' },
  {
    action: 'unpause',
    summary: 'unpause an application (replicas back)',
    example: 'Acme Production/storefront/staging',
  },
  { action: 'undeploy', summary: 'undeploy (deactivate) an application', example: 'Acme Production/storefront/main' },
];

const actionCommands = ACTIONS.map(({ action, summary, example }) =>
  defineCommand({
    name: action,
    summary,
    description: `${summary[0]!.toUpperCase()}${summary.slice(1)}. Without --wait, prints the started activity's id and returns; with --wait, shows progress on stderr and exits 0 only when the task ends in SUCCESS.`,
    args: { ref: { description: REF_HELP } },
    options: WAIT_OPTIONS,
    examples: [
      [`skiff apps ${action} '${example}' --wait`, `${action}, wait for the task and print its result`],
      [`skiff apps ${action} '${example}' --wait --timeout 10m --json`, 'the same for a CI job, as JSON'],
      [`skiff apps ${action} '${example}'`, 'start it and print the activity id'],
    ],
    run: async (ctx, args, options) =>
      (await import('../services/app-actions.js')).runAction(ctx, action, args.ref, options),
  }),
);

export const appsGroup: GroupSpec = {
  name: 'apps',
  summary: 'list and show applications; deploy, pause, unpause and undeploy them',
  commands: [list, get, ...actionCommands],
};
