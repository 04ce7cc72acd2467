import { CLUSTER_TAB_LABELS, CLUSTER_TABS, type ClusterTab, isClusterTabEnabled } from '@skiff/sdk/domain';
import type { Named } from '../../contexts/router-context.js';

/** The admin area's sections (spec 003 sections 2.9-2.13), in the order Tab goes through them. */
export const ADMIN_SECTIONS = [
  'clusters',
  'cloudAccounts',
  'hostedZones',
  'members',
  'administrators',
  'templates',
] as const;
export type AdminSection = (typeof ADMIN_SECTIONS)[number];

export const ADMIN_SECTION_TITLES: Readonly<Record<AdminSection, string>> = {
  clusters: 'Clusters',
  cloudAccounts: 'Cloud accounts',
  hostedZones: 'Hosted zones',
  members: 'Members',
  administrators: 'Administrators',
  templates: 'Templates',
};

/** The forms of the admin area; `template` set: editing that template. */
export type AdminFormKind = 'cluster' | 'cloudAccount' | 'hostedZone' | 'member' | 'template';

export const ADMIN_FORM_TITLES: Readonly<Record<AdminFormKind, string>> = {
  cluster: 'New cluster',
  cloudAccount: 'Create New Account',
  hostedZone: 'New hosted zone',
  member: 'New member',
  template: 'Create Template',
};

/**
 * The admin area's screens: a section's list (in Members, `member` set: the workspaces of that member, spec 003
 * section 2.12's /members/{memberId}/workspace), one cluster on one of its tabs, a form.
 */
export type AdminRoute =
  | { name: 'admin'; section: AdminSection; member?: Named }
  | { name: 'cluster'; cluster: Named; tab: ClusterTab }
  | { name: 'adminForm'; form: AdminFormKind; template?: Named };

/** The cluster tabs' labels (the SDK's, shared with the web app). */
export const CLUSTER_TAB_TITLES = CLUSTER_TAB_LABELS;

/** The section after `section`, round to the first. */
export function nextSection(section: AdminSection, step: 1 | -1 = 1): AdminSection {
  const count = ADMIN_SECTIONS.length;
  return ADMIN_SECTIONS[(ADMIN_SECTIONS.indexOf(section) + step + count) % count]!;
}

/** The next tab of a cluster in that status (the SDK's rule: some tabs need an ACTIVE cluster), round to overview. */
export function nextClusterTab(tab: ClusterTab, status: string | null | undefined, direction: 1 | -1 = 1): ClusterTab {
  const start = CLUSTER_TABS.indexOf(tab);
  const count = CLUSTER_TABS.length;
  for (let step = 1; step <= count; step++) {
    const next = CLUSTER_TABS[(start + direction * step + count * step) % count]!;
    if (isClusterTabEnabled(next, status)) return next;
  }
  return tab;
}
