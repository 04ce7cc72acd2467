import { WORKSPACE_KIND_FILTERS, type WorkspaceKindFilter } from '@skiff/sdk/domain';
import { command, shellWord } from '../../commands/cli-equivalent.js';

/** The `skiff workspaces list` flag of each kind filter (cli/src/commands/workspaces.ts). */
const KIND_FLAGS: Readonly<Record<WorkspaceKindFilter, string>> = {
  regular: '--regular',
  drupalForge: '--drupal-forge',
  personal: '--personal',
};

/** The `skiff ...` commands of Home's actions (cli/src/commands/workspaces.ts and invitations.ts). */
export const workspaceCommands = {
  list: (kind: WorkspaceKindFilter | undefined, pageSize: number) =>
    command('workspaces', 'list', ...(kind ? [KIND_FLAGS[kind]] : []), '--page-size', String(pageSize)),
  acceptInvitation: (target: string) => command('invitations', 'accept', shellWord(target)),
  rejectInvitation: (target: string) => command('invitations', 'reject', shellWord(target)),
  create: (name: string, description: string, cluster?: string) =>
    command(
      'workspaces',
      'create',
      shellWord(name),
      '--description',
      shellWord(description),
      ...(cluster ? ['--cluster', shellWord(cluster)] : []),
    ),
  /**
   * A workspace on a new AWS cluster. The CLI links the cluster to a cloud account (`--cloud-account`, asked for
   * by name) where the add-environment wizard takes an ARN role, so the account is left for the user to add.
   */
  createWithCluster: (workspace: string, cluster: string, region: string) =>
    command(
      'clusters',
      'create',
      '--provider',
      'AWS',
      '--name',
      shellWord(cluster),
      '--workspace',
      shellWord(workspace),
      '--region',
      shellWord(region),
      '--agree-terms',
    ),
};

/** The label of a kind filter, or 'All'. */
export const kindLabel = (kind: WorkspaceKindFilter | undefined) =>
  WORKSPACE_KIND_FILTERS.find((f) => f.key === kind)?.label ?? 'All';
