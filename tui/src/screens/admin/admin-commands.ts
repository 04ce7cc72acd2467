import type { ClusterTab } from '@skiff/sdk/domain';
import { shellWord } from '../../commands/cli-equivalent.js';
import type { Named } from '../../contexts/router-context.js';
import type { AdminSection } from './admin-routes.js';

/**
 * The `skiff ...` equivalents of the admin area (cli/src/commands/clusters.ts, cloud-accounts.ts, hosted-zones.ts,
 * users.ts, templates.ts), for the status line. Secrets (passwords, tokens, client secrets) never go in argv: the
 * commands that need them read stdin, as the CLI does.
 */
const skiff = (...words: string[]) => ['skiff', ...words].join(' ');

const SECTION_COMMANDS: Readonly<Record<AdminSection, string>> = {
  clusters: skiff('clusters', 'list'),
  cloudAccounts: skiff('cloud-accounts', 'list'),
  hostedZones: skiff('hosted-zones', 'list'),
  members: skiff('users', 'list'),
  administrators: skiff('admins', 'list'),
  templates: skiff('templates', 'list'),
};

/** `skiff clusters get` shows these tabs with a flag; the others are part of its plain output. */
const CLUSTER_TAB_FLAGS: Partial<Record<ClusterTab, string>> = {
  nodes: '--nodes',
  namespaces: '--namespaces',
  pods: '--pods',
  storage: '--volumes',
};

/** The command that lists a section (or, in Members, the workspaces of one member). */
export function adminSectionCommand(route: { section: AdminSection; member?: Named }): string {
  return route.member ? skiff('users', 'workspaces', shellWord(route.member.name)) : SECTION_COMMANDS[route.section];
}

/** The command that shows a cluster on one of its tabs. */
export function clusterTabCommand(route: { cluster: Named; tab: ClusterTab }): string {
  const flag = CLUSTER_TAB_FLAGS[route.tab];
  return skiff('clusters', 'get', shellWord(route.cluster.name), ...(flag ? [flag] : []));
}

/** What is done to a cluster from its settings tab. */
export type ClusterAction = 'protect' | 'unprotect' | 'delete' | 'forceDelete';

export function clusterActionCommand(cluster: string, action: ClusterAction): string {
  const name = shellWord(cluster);
  switch (action) {
    case 'protect':
    case 'unprotect':
      return skiff('clusters', 'protect', name, action === 'protect' ? 'on' : 'off');
    case 'delete':
      return skiff('clusters', 'delete', name, '--yes', '--wait');
    case 'forceDelete':
      return skiff('clusters', 'delete', name, '--force', '--yes');
    default: {
      const never: never = action;
      throw new Error(`Unknown action ${String(never)}`);
    }
  }
}

/** Deleting the selected item of a section, by the name the CLI resolves. */
export function adminDeleteCommand(section: AdminSection, name: string): string | undefined {
  const word = shellWord(name);
  switch (section) {
    case 'cloudAccounts':
      return skiff('cloud-accounts', 'delete', word, '--yes');
    case 'hostedZones':
      return skiff('hosted-zones', 'delete', word, '--yes');
    case 'members':
      return skiff('users', 'delete', word, '--yes');
    case 'administrators':
      return skiff('admins', 'remove', word, '--yes');
    case 'templates':
      return skiff('templates', 'delete', word, '--yes');
    case 'clusters':
      return undefined;
    default: {
      const never: never = section;
      throw new Error(`Unknown section ${String(never)}`);
    }
  }
}

/** A command line from words and `--flag value` pairs; an empty or undefined value leaves its flag out. */
export function commandLine(words: readonly string[], flags: ReadonlyArray<[string, string | boolean | undefined]>) {
  const parts = [...words.map(shellWord)];
  for (const [flag, value] of flags) {
    if (value === true) parts.push(flag);
    else if (typeof value === 'string' && value !== '') parts.push(flag, shellWord(value));
  }
  return skiff(...parts);
}
