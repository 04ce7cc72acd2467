import type { WorkspaceFeatureFlag } from '@skiff/sdk/domain';
import { command, shellWord } from '../../commands/cli-equivalent.js';
import type { Named } from '../../contexts/router-context.js';

/** The `skiff workspaces update` option of each feature flag (cli/src/commands/workspaces.ts). */
const FLAG_OPTIONS: Readonly<Record<WorkspaceFeatureFlag, string>> = {
  enableEditConfiguration: '--edit-configuration',
  enableConnectVPS: '--connect-vps',
  enableCreateDeployment: '--create-deployment',
  enableCustomDomain: '--custom-domain',
  enabledDailyBackup: '--daily-backup',
  enableAutoPause: '--auto-pause',
};

const ws = (workspace: Named) => shellWord(workspace.name);

/**
 * The `skiff ...` commands of the workspace tabs that have no list command in the CLI of their own (cluster
 * deployments, VPS, catalogs, DrupalForge) and of their actions (cli/src/commands/workspaces.ts, domains.ts,
 * projects.ts, api.ts).
 */
export const workspaceTabCommands = {
  settings: (workspace: Named) => command('workspaces', 'get', ws(workspace)),
  update: (workspace: Named, name: string, description: string) =>
    command('workspaces', 'update', ws(workspace), '--name', shellWord(name), '--description', shellWord(description)),
  flag: (workspace: Named, flag: WorkspaceFeatureFlag, on: boolean) =>
    command('workspaces', 'update', ws(workspace), FLAG_OPTIONS[flag], on ? 'on' : 'off'),
  transfer: (workspace: Named, email: string) =>
    command('workspaces', 'transfer', ws(workspace), '--to', shellWord(email), '--confirm', ws(workspace)),
  revokeTransfer: (workspace: Named) => command('workspaces', 'revoke-transfer', ws(workspace)),
  logo: (workspace: Named, image: string) => command('workspaces', 'logo', ws(workspace), shellWord(image)),
  deployments: (workspace: Named) => command('workspaces', 'deployments', ws(workspace)),
  vps: (workspace: Named) => command('workspaces', 'vps', ws(workspace)),
  domains: (workspace: Named) => command('domains', 'list', ws(workspace)),
  catalogs: (workspace: Named) => command('workspaces', 'catalogs', ws(workspace)),
  deployCatalog: (workspace: Named, project: string, template: string) =>
    command('projects', 'create', shellWord(project), '--workspace', ws(workspace), '--template', shellWord(template)),
  developCatalog: (workspace: Named, project: string, template: string, repo: string) =>
    command(
      'projects',
      'create',
      shellWord(project),
      '--workspace',
      ws(workspace),
      '--template',
      shellWord(template),
      '--clone',
      '--repo',
      shellWord(repo),
    ),
  drupalCatalogs: (workspace: Named) => command('workspaces', 'catalogs', ws(workspace), '--drupal-forge'),
  expressLaunch: (workspace: Named, catalog: string, more: boolean) =>
    command('workspaces', 'express-launch', ws(workspace), shellWord(catalog), more ? '--add' : '--remove'),
};
